import { screen, waitFor } from '@testing-library/react';
import { installContractApi, invalid, ok } from '@portal/shared/test/contract-api';
import { CSRF_TOKEN, renderSettings, spyOnToasts } from '../../../test/render-settings';
import { PasswordChange } from './password-change';

const toasts = spyOnToasts();

function fields() {
  return {
    old: screen.getByLabelText('現在のパスワード'),
    next: screen.getByLabelText('新しいパスワード'),
    confirmation: screen.getByLabelText('新しいパスワード（確認）'),
  };
}

describe('password change', () => {
  it('sends the three fields, toasts the success and clears them', async () => {
    const api = installContractApi({ 'PATCH /settings/password': ok(null) });
    const { user } = renderSettings(<PasswordChange />);
    expect(screen.getByRole('heading', { name: 'パスワード変更' })).toBeInTheDocument();

    const { old, next, confirmation } = fields();
    for (const input of [old, next, confirmation])
      expect(input).toHaveAttribute('type', 'password');
    await user.type(old, 'portal-demo-2026');
    await user.type(next, 'new-secret-77');
    await user.type(confirmation, 'new-secret-77');
    await user.click(screen.getByRole('button', { name: '変更する' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('パスワードを更新しました'));
    expect(api.last('PATCH /settings/password')?.body).toEqual({
      oldPassword: 'portal-demo-2026',
      newPassword: 'new-secret-77',
      newPasswordConfirmation: 'new-secret-77',
    });
    expect(api.sequence).toEqual(['GET /sanctum/csrf-cookie', 'PATCH /settings/password']);
    expect(api.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe(CSRF_TOKEN);
    await waitFor(() => expect(fields().old).toHaveValue(''));
    expect(fields().next).toHaveValue('');
    expect(fields().confirmation).toHaveValue('');
  });

  it('keeps the focus on 変更する after a save, with the fields cleared', async () => {
    installContractApi({ 'PATCH /settings/password': ok(null) });
    const { user } = renderSettings(<PasswordChange />);
    const { old, next, confirmation } = fields();
    await user.type(old, 'portal-demo-2026');
    await user.type(next, 'new-secret-77');
    await user.type(confirmation, 'new-secret-77');
    await user.tab();
    const button = screen.getByRole('button', { name: '変更する' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('パスワードを更新しました'));
    expect(old).toHaveValue('');
    expect(button).toHaveFocus();
  });

  it('leaves the check to the server: a short password is sent as typed', async () => {
    const api = installContractApi({ 'PATCH /settings/password': ok(null) });
    const { user } = renderSettings(<PasswordChange />);

    await user.type(fields().next, 'abc');
    await user.click(screen.getByRole('button', { name: '変更する' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('パスワードを更新しました'));
    expect(api.last('PATCH /settings/password')?.body).toEqual({
      oldPassword: '',
      newPassword: 'abc',
      newPasswordConfirmation: '',
    });
  });

  it('toasts the failure, shows the server reason under its field and keeps the input', async () => {
    installContractApi({
      'PATCH /settings/password': invalid('oldPassword', '現在のパスワードが正しくありません。'),
    });
    const { user } = renderSettings(<PasswordChange />);

    await user.type(fields().old, 'wrong-password-1');
    await user.type(fields().next, 'new-secret-77');
    await user.type(fields().confirmation, 'new-secret-77');
    await user.click(screen.getByRole('button', { name: '変更する' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('パスワードの更新に失敗しました'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '現在のパスワードが正しくありません。',
    );
    expect(fields().old).toHaveAccessibleDescription('現在のパスワードが正しくありません。');
    expect(fields().old).toHaveValue('wrong-password-1');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('shows a reason the server gives without a field under the button', async () => {
    installContractApi({
      'PATCH /settings/password': {
        status: 422,
        body: { message: 'パスワードは英字と数字を含む8文字以上で入力してください。' },
      },
    });
    const { user } = renderSettings(<PasswordChange />);

    await user.click(screen.getByRole('button', { name: '変更する' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'パスワードは英字と数字を含む8文字以上で入力してください。',
    );
    expect(toasts.error).toHaveBeenCalledWith('パスワードの更新に失敗しました');
  });
});
