import { screen, waitFor, within } from '@testing-library/react';
import type { IntroductionCompanyAccount } from '@portal/shared/contract/settings';
import { installContractApi, invalid, ok, type Reply } from '@portal/shared/test/contract-api';
import {
  accountSettings,
  expectCsrfBeforeWrite,
  renderSettings,
  spyOnToasts,
} from '../../../test/render-settings';
import { AccountSettings } from './account-settings';

const ACCOUNT: IntroductionCompanyAccount = {
  introductionCompanyName: '株式会社キャリアブリッジ',
  phoneNumber: '03-1234-5678',
  contactPersonnel: '山田 太郎',
  address: '東京都千代田区丸の内1-1-1',
  email: 'info@career-bridge.example',
  additionalEmail: ['hr@career-bridge.example', 'sales@career-bridge.example'],
};

const accountReply = (account = ACCOUNT) => ok(accountSettings(account));

const toasts = spyOnToasts();

async function renderAccount() {
  const rendered = renderSettings(<AccountSettings />);
  await screen.findByDisplayValue('株式会社キャリアブリッジ');
  return rendered;
}

describe('account settings', () => {
  it('shows the saved account with 必須 on the five fields and typed phone and e-mail inputs', async () => {
    installContractApi({ 'GET /settings/account': accountReply() });
    renderSettings(<AccountSettings />);
    expect(screen.getByRole('status')).toHaveTextContent('アカウント設定を読み込み中...');

    expect(await screen.findByLabelText('会社名')).toHaveValue('株式会社キャリアブリッジ');
    expect(screen.getByLabelText('電話番号')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('電話番号')).toHaveValue('03-1234-5678');
    expect(screen.getByLabelText('担当者名')).toHaveValue('山田 太郎');
    expect(screen.getByLabelText('住所')).toHaveValue('東京都千代田区丸の内1-1-1');
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('info@career-bridge.example');
    for (const label of ['会社名', '電話番号', '担当者名', '住所', 'メールアドレス']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getAllByText('必須')).toHaveLength(5);

    const extra = screen.getByRole('group', { name: /追加メールアドレス/ });
    expect(within(extra).getByText('任意')).toBeInTheDocument();
    expect(within(extra).getByLabelText('追加メールアドレス 1')).toHaveValue(
      'hr@career-bridge.example',
    );
    expect(within(extra).getByLabelText('追加メールアドレス 2')).toHaveValue(
      'sales@career-bridge.example',
    );
  });

  it('saves the edited account with added and removed e-mails after fetching the CSRF cookie', async () => {
    const api = installContractApi({
      'GET /settings/account': accountReply(),
      'PATCH /settings/account': ok(null),
    });
    const { user } = await renderAccount();

    await user.clear(screen.getByLabelText('担当者名'));
    await user.type(screen.getByLabelText('担当者名'), '佐藤 花子');
    await user.click(screen.getByRole('button', { name: '追加メールアドレス 1 を削除' }));
    await user.click(screen.getByRole('button', { name: 'メールアドレスを追加' }));
    expect(screen.getByLabelText('追加メールアドレス 2')).toHaveFocus();
    await user.type(screen.getByLabelText('追加メールアドレス 2'), 'new@career-bridge.example');
    // A row added and left blank is not an address to save.
    await user.click(screen.getByRole('button', { name: 'メールアドレスを追加' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));

    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('アカウント設定を更新しました'),
    );
    expect(api.last('PATCH /settings/account')?.body).toEqual({
      ...ACCOUNT,
      contactPersonnel: '佐藤 花子',
      additionalEmail: ['sales@career-bridge.example', 'new@career-bridge.example'],
    });
    expectCsrfBeforeWrite(api, 'PATCH');
    expect(toasts.error).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('追加メールアドレス 3')).not.toBeInTheDocument();
  });

  it('shows the failure toast and the server message under the field it is about', async () => {
    installContractApi({
      'GET /settings/account': accountReply(),
      'PATCH /settings/account': invalid('phoneNumber', '電話番号の形式が正しくありません。'),
    });
    const { user } = await renderAccount();

    await user.clear(screen.getByLabelText('電話番号'));
    await user.type(screen.getByLabelText('電話番号'), 'abc');
    await user.click(screen.getByRole('button', { name: '保存する' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('アカウント設定の更新に失敗しました'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '電話番号の形式が正しくありません。',
    );
    expect(screen.getByLabelText('電話番号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('電話番号')).toHaveAccessibleDescription(
      '電話番号の形式が正しくありません。',
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('puts the message about one additional e-mail under that row', async () => {
    installContractApi({
      'GET /settings/account': accountReply(),
      'PATCH /settings/account': invalid(
        'additionalEmail.1',
        '追加メールアドレスには有効なメールアドレスを指定してください。',
      ),
    });
    const { user } = await renderAccount();

    await user.clear(screen.getByLabelText('追加メールアドレス 2'));
    await user.type(screen.getByLabelText('追加メールアドレス 2'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: '保存する' }));

    await waitFor(() =>
      expect(screen.getByLabelText('追加メールアドレス 2')).toHaveAccessibleDescription(
        '追加メールアドレスには有効なメールアドレスを指定してください。',
      ),
    );
    expect(screen.getByLabelText('追加メールアドレス 1')).not.toHaveAccessibleDescription(
      /有効なメールアドレス/,
    );
    expect(toasts.error).toHaveBeenCalledWith('アカウント設定の更新に失敗しました');
  });

  it('keeps the keyboard focus on 保存する while saving and after the save', async () => {
    let release: (reply: Reply<null>) => void = () => undefined;
    const api = installContractApi({
      'GET /settings/account': accountReply(),
      'PATCH /settings/account': () => new Promise<Reply<null>>((done) => (release = done)),
    });
    const { user } = await renderAccount();
    const save = screen.getByRole('button', { name: '保存する' });
    save.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls()).toContain('PATCH /settings/account'));
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveFocus();
    // A second press while saving sends nothing more.
    await user.keyboard('{Enter}');
    release(ok(null));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('アカウント設定を更新しました'),
    );
    expect(save).not.toHaveAttribute('aria-busy');
    expect(save).toHaveFocus();
    expect(api.calls().filter((call) => call === 'PATCH /settings/account')).toHaveLength(1);
  });

  it('moves the focus to the next 削除, then the previous one, then 追加 as e-mails are removed', async () => {
    installContractApi({ 'GET /settings/account': accountReply() });
    const { user } = await renderAccount();
    await user.click(screen.getByRole('button', { name: '追加メールアドレス 1 を削除' }));
    // The second address moved up to row 1: its 削除 has the focus.
    expect(screen.getByLabelText('追加メールアドレス 1')).toHaveValue(
      'sales@career-bridge.example',
    );
    expect(screen.getByRole('button', { name: '追加メールアドレス 1 を削除' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'メールアドレスを追加' }));
    await user.click(screen.getByRole('button', { name: '追加メールアドレス 2 を削除' }));
    expect(screen.getByRole('button', { name: '追加メールアドレス 1 を削除' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByLabelText('追加メールアドレス 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'メールアドレスを追加' })).toHaveFocus();
  });

  it('shows a message when the account cannot be loaded', async () => {
    installContractApi({
      'GET /settings/account': { status: 403, body: { message: 'Forbidden' } },
    });
    renderSettings(<AccountSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'アカウント設定の取得に失敗しました',
    );
    expect(screen.queryByRole('button', { name: '保存する' })).not.toBeInTheDocument();
  });
});
