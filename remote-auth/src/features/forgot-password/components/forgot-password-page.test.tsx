import { screen, waitFor } from '@testing-library/react';
import { installContractApi, invalid, networkError, ok } from '@portal/shared/test/contract-api';
import { renderAuth, watchFeedback } from '../../../test/render-auth';

const PAGE = '/27/employment-agency/forgot-password';

const feedback = watchFeedback();

describe('forgot-password page', () => {
  it('shows one required e-mail field, the reissue button and the way back to login', () => {
    installContractApi();
    renderAuth(PAGE);
    expect(screen.getByRole('heading', { name: 'パスワード再発行' })).toBeInTheDocument();
    const email = screen.getByLabelText('メールアドレス');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('必須')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'パスワードを再発行する' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'ログイン画面に戻る' })).toHaveAttribute(
      'href',
      '/27/employment-agency/login',
    );
  });

  it('asks for a valid e-mail before calling the server', async () => {
    const api = installContractApi();
    const { user } = renderAuth(PAGE);
    await user.click(screen.getByRole('button', { name: 'パスワードを再発行する' }));
    expect(screen.getByText('メールアドレスを入力してください')).toBeInTheDocument();
    await user.type(screen.getByLabelText('メールアドレス'), 'demo@agency');
    await user.click(screen.getByRole('button', { name: 'パスワードを再発行する' }));
    expect(screen.getByText('正しいメールアドレスを入力してください')).toBeInTheDocument();
    expect(api.sequence).toEqual([]);
  });

  it('sends the e-mail, says where to continue and returns to login', async () => {
    const api = installContractApi({ 'POST /forgot-password': ok(null) });
    const { user } = renderAuth(PAGE);
    await user.type(screen.getByLabelText('メールアドレス'), ' demo@agency.example ');
    await user.click(screen.getByRole('button', { name: 'パスワードを再発行する' }));

    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/login'),
    );
    expect(feedback.success).toHaveBeenCalledWith(
      '入力したメールアドレスから再発行手続きを行ってください。',
    );
    expect(api.last('POST /forgot-password')?.body).toEqual({
      email: 'demo@agency.example',
      serviceType: 'new_graduate',
    });
    expect(screen.getByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('toasts the reissue failure and shows the server reason under the field', async () => {
    installContractApi({
      'POST /forgot-password': invalid('email', 'メールアドレスの形式が正しくありません。'),
    });
    const { user } = renderAuth(PAGE);
    await user.type(screen.getByLabelText('メールアドレス'), 'demo@agency.example');
    await user.click(screen.getByRole('button', { name: 'パスワードを再発行する' }));

    expect(await screen.findByText('メールアドレスの形式が正しくありません。')).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    expect(feedback.error).toHaveBeenCalledWith('パスワードリセットに失敗しました');
    expect(feedback.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(PAGE);
  });

  it('shows the rate-limit answer (429) in the form', async () => {
    installContractApi({
      'POST /forgot-password': {
        status: 429,
        body: { message: '試行回数が多すぎます。60秒後に再度お試しください。' },
      },
    });
    const { user } = renderAuth(PAGE);
    await user.type(screen.getByLabelText('メールアドレス'), 'demo@agency.example');
    await user.click(screen.getByRole('button', { name: 'パスワードを再発行する' }));

    expect(
      await screen.findByText('試行回数が多すぎます。60秒後に再度お試しください。'),
    ).toHaveAttribute('role', 'alert');
    expect(feedback.error).toHaveBeenCalledWith('パスワードリセットに失敗しました');
  });

  it('says the reissue failed when the network is down', async () => {
    installContractApi({ 'POST /forgot-password': networkError() });
    const { user } = renderAuth(PAGE);
    await user.type(screen.getByLabelText('メールアドレス'), 'demo@agency.example');
    await user.click(screen.getByRole('button', { name: 'パスワードを再発行する' }));

    // The page says the reissue failed; the toast is spec 1 §8's.
    expect(await screen.findByRole('alert')).toHaveTextContent('パスワード再発行に失敗しました。');
    expect(feedback.error).toHaveBeenCalledWith('パスワードリセットに失敗しました');
  });
});
