import { screen, waitFor } from '@testing-library/react';
import { installContractApi, invalid, networkError, ok } from '@portal/shared/test/contract-api';
import { renderAuth, watchFeedback } from '../../../test/render-auth';

const PAGE = '/27/employment-agency/welcome';

const feedback = watchFeedback();

function submit() {
  return screen.getByRole('button', { name: '認証する' });
}

describe('welcome page', () => {
  it('shows both required fields, the e-mail typed, and the way back to login', () => {
    installContractApi();
    renderAuth(PAGE);
    expect(screen.getByRole('heading', { name: '企業コード認証' })).toBeInTheDocument();
    expect(screen.getByLabelText('企業コード')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('type', 'email');
    expect(screen.getAllByText('必須')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'ログイン画面に戻る' })).toHaveAttribute(
      'href',
      '/27/employment-agency/login',
    );
  });

  it('checks on every change, while typing, and keeps 認証する disabled until both pass', async () => {
    const api = installContractApi();
    const { user } = renderAuth(PAGE);
    expect(submit()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('メールアドレス'), 'demo');
    expect(screen.getByText('正しいメールアドレスを入力してください')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.type(screen.getByLabelText('メールアドレス'), '@agency.example');
    expect(screen.queryByText('正しいメールアドレスを入力してください')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.type(screen.getByLabelText('企業コード'), 'A');
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText('企業コード'));
    expect(screen.getByText('企業コードを入力してください')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.clear(screen.getByLabelText('メールアドレス'));
    expect(screen.getByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(api.sequence).toEqual([]);
  });

  it('authenticates and carries the e-mail and code to signup, also across a reload', async () => {
    const api = installContractApi({ 'POST /company-code-auth': ok(null) });
    const { user, unmount } = renderAuth(PAGE);
    await user.type(screen.getByLabelText('企業コード'), ' AGC-7F3K9Q ');
    await user.type(screen.getByLabelText('メールアドレス'), 'new@agency.example');
    await user.click(submit());

    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/signup'),
    );
    expect(feedback.success).toHaveBeenCalledWith('企業コード認証が完了しました');
    expect(api.last('POST /company-code-auth')?.body).toEqual({
      company_code: 'AGC-7F3K9Q',
      email: 'new@agency.example',
      serviceType: 'new_graduate',
    });
    expect(JSON.parse(screen.getByLabelText('遷移の状態').textContent ?? '')).toEqual({
      email: 'new@agency.example',
      companyCode: 'AGC-7F3K9Q',
    });
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('new@agency.example');
    expect(screen.getByLabelText('企業コード')).toHaveValue('AGC-7F3K9Q');
    unmount();

    // A reload has no router state: the sign-up form still gets both from the session.
    renderAuth('/27/employment-agency/signup');
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('new@agency.example');
    expect(screen.getByLabelText('企業コード')).toHaveValue('AGC-7F3K9Q');
  });

  it('shows a refused code in the form, logs it, and shows no toast', async () => {
    const message = '企業コードまたはメールアドレスが正しくありません。';
    installContractApi({ 'POST /company-code-auth': invalid('company_code', message) });
    const { user } = renderAuth(PAGE);
    await user.type(screen.getByLabelText('企業コード'), 'WRONG-CODE');
    await user.type(screen.getByLabelText('メールアドレス'), 'new@agency.example');
    await user.click(submit());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('企業コード')).toHaveAttribute('aria-invalid', 'true');
    expect(feedback.logged).toHaveBeenCalledWith('企業コード認証に失敗しました', expect.anything());
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(PAGE);
    expect(submit()).toBeEnabled();
  });

  it('says the authentication failed when the server cannot be reached', async () => {
    installContractApi({ 'POST /company-code-auth': networkError() });
    const { user } = renderAuth(PAGE);
    await user.type(screen.getByLabelText('企業コード'), 'AGC-7F3K9Q');
    await user.type(screen.getByLabelText('メールアドレス'), 'new@agency.example');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('企業コード認証に失敗しました');
    expect(feedback.logged).toHaveBeenCalled();
    expect(feedback.error).not.toHaveBeenCalled();
  });
});
