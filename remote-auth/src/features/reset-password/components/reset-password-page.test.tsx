import { screen, waitFor } from '@testing-library/react';
import { installContractApi, invalid, ok } from '@portal/shared/test/contract-api';
import { renderAuth, watchFeedback } from '../../../test/render-auth';

const PAGE = '/mid/employment-agency/reset-password';
const TOKEN = 'k3Jd9sQ0-reset-token';

const feedback = watchFeedback();

function fields() {
  return {
    email: screen.getByLabelText('メールアドレス'),
    password: screen.getByLabelText('新しいパスワード'),
    confirmation: screen.getByLabelText('新しいパスワード（確認）'),
  };
}

/** Opens the page with a token and sends demo@agency.example, new-secret-2026 and this confirmation. */
async function submitReset(confirmation = 'new-secret-2026') {
  const rendered = renderAuth(`${PAGE}?token=${TOKEN}`);
  const user = rendered.user;
  await user.type(fields().email, 'demo@agency.example');
  await user.type(fields().password, 'new-secret-2026');
  await user.type(fields().confirmation, confirmation);
  await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
  return rendered;
}

describe('reset-password page', () => {
  it.each([PAGE, `${PAGE}?token=`, `${PAGE}?email=demo%40agency.example`])(
    'says the link is invalid and calls nothing without a token (%s)',
    (path) => {
      const api = installContractApi();
      renderAuth(path);
      expect(screen.getByRole('alert')).toHaveTextContent('無効なリンクです。');
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'ログイン画面に戻る' })).toHaveAttribute(
        'href',
        '/mid/employment-agency/login',
      );
      expect(api.sequence).toEqual([]);
    },
  );

  it('asks for the three fields before calling the server', async () => {
    const api = installContractApi();
    const { user } = renderAuth(`${PAGE}?token=${TOKEN}`);
    expect(fields().password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(screen.getByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('新しいパスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('新しいパスワード（確認）を入力してください')).toBeInTheDocument();
    expect(api.sequence).toEqual([]);
  });

  it('sends the token with the new password, confirms and goes to login', async () => {
    const api = installContractApi({ 'POST /reset-password': ok(null) });
    await submitReset();

    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/mid/employment-agency/login'),
    );
    expect(feedback.success).toHaveBeenCalledWith('パスワードリセットしました');
    expect(api.last('POST /reset-password')?.body).toEqual({
      token: TOKEN,
      email: 'demo@agency.example',
      password: 'new-secret-2026',
      password_confirmation: 'new-secret-2026',
      serviceType: 'new_graduate',
    });
  });

  it('toasts the failure and shows an expired or used token as the form alert', async () => {
    const message = 'このパスワード再設定リンクは無効か、有効期限が切れています。';
    installContractApi({ 'POST /reset-password': invalid('token', message) });
    await submitReset();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(feedback.error).toHaveBeenCalledWith('パスワードリセットに失敗しました');
    expect(feedback.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(PAGE);
  });

  it('shows a mismatch under the confirmation field until it is edited', async () => {
    const message = '新しいパスワード（確認）が一致しません。';
    installContractApi({ 'POST /reset-password': invalid('password_confirmation', message) });
    const { user } = await submitReset('new-secret-2027');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fields().confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(feedback.error).toHaveBeenCalledWith('パスワードリセットに失敗しました');

    await user.type(fields().confirmation, '{backspace}6');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
