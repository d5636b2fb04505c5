import { screen } from '@testing-library/react';
import { installContractApi, uninstallContractApi } from '@portal/shared/test/contract-api';
import { renderAuth } from '../test/render-auth';

afterEach(() => uninstallContractApi());

describe('auth routes', () => {
  it('opens forgot-password from the login link and comes back, inside the app', async () => {
    const api = installContractApi();
    const { user } = renderAuth('/25/employment-agency/login');
    await user.click(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }));
    expect(screen.getByRole('heading', { name: 'パスワード再発行' })).toBeInTheDocument();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
      '/25/employment-agency/forgot-password',
    );
    await user.click(screen.getByRole('link', { name: 'ログイン画面に戻る' }));
    expect(screen.getByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(api.sequence).toEqual([]);
  });

  it('opens welcome from the sign-up link of the login page', async () => {
    installContractApi();
    const { user } = renderAuth('/mid/employment-agency/login');
    await user.click(screen.getByRole('link', { name: '新規アカウント登録はこちら' }));
    expect(screen.getByRole('heading', { name: '企業コード認証' })).toBeInTheDocument();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/mid/employment-agency/welcome');
    // The service line's logo follows the visitor onto the auth pages.
    expect(screen.getByRole('img', { name: '中途採用 紹介会社ポータル' })).toBeInTheDocument();
  });
});
