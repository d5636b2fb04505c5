import { screen, waitFor } from '@testing-library/react';
import { installContractApi, invalid, ok } from '@portal/shared/test/contract-api';
import { queryClient } from '@portal/shared/query-client';
import { renderAuth, watchFeedback } from '../../../test/render-auth';

const HASH = 'inv-9c1f2e7a';
const PAGE = `/mid/employment-agency/signup/${HASH}`;
const INVITATION = {
  email: 'sub@agency.example',
  introductionCompanyName: 'デモ紹介株式会社',
  phoneNumber: '03-6555-0123',
  address: '東京都港区芝公園4-2-8',
  companyCode: 'AGC-7F3K9Q',
};

const feedback = watchFeedback();

beforeEach(() => {
  queryClient.clear();
});

describe('signup page with an invitation hash (sub-account)', () => {
  it('verifies the hash first, then prefills e-mail, company name, phone, address and the company code', async () => {
    const api = installContractApi({ 'POST /verify-hash': ok(INVITATION) });
    renderAuth(PAGE);
    expect(screen.getByText('招待情報を確認しています...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登録する' })).not.toBeInTheDocument();

    expect(await screen.findByLabelText('メールアドレス')).toHaveValue(INVITATION.email);
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('readonly');
    expect(screen.getAllByText('招待で確認済みのため変更できません')).toHaveLength(2);
    expect(screen.getByLabelText('会社名')).toHaveValue(INVITATION.introductionCompanyName);
    expect(screen.getByLabelText('電話番号')).toHaveValue(INVITATION.phoneNumber);
    expect(screen.getByLabelText('住所')).toHaveValue(INVITATION.address);
    expect(screen.getByLabelText('ユーザーID')).toHaveValue('');
    // Spec 1 §2: the company code, from the invitation, read-only.
    expect(screen.getByLabelText('企業コード')).toHaveValue(INVITATION.companyCode);
    expect(screen.getByLabelText('企業コード')).toHaveAttribute('readonly');
    expect(api.last('POST /verify-hash')?.body).toEqual({
      hashId: HASH,
      serviceType: 'new_graduate',
    });
  });

  it('sends a refused invitation to welcome, logged and without a toast', async () => {
    installContractApi({
      'POST /verify-hash': invalid('hashId', 'この招待リンクは無効か、有効期限が切れています。'),
    });
    renderAuth(PAGE);

    expect(await screen.findByRole('heading', { name: '企業コード認証' })).toBeInTheDocument();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/mid/employment-agency/welcome');
    expect(feedback.logged).toHaveBeenCalledWith(
      '招待リンクの確認に失敗しました',
      expect.anything(),
    );
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.success).not.toHaveBeenCalled();
  });

  it('sends an unknown invitation (404) to welcome, not to the 404 section top', async () => {
    // The tab still holds an earlier company-code authentication: the signup page the shared
    // client's 404 redirect lands on would show the main-account form.
    sessionStorage.setItem(
      'portal.remote-auth.signup-handoff',
      JSON.stringify({ email: 'new@agency.example', companyCode: 'AGC-7F3K9Q' }),
    );
    installContractApi({
      'POST /verify-hash': { status: 404, body: { message: '招待が見つかりません。' } },
    });
    renderAuth(PAGE);

    expect(await screen.findByRole('heading', { name: '企業コード認証' })).toBeInTheDocument();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/mid/employment-agency/welcome');
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('registers the sub-account with the hash and the company code shown, then goes to お知らせ', async () => {
    const api = installContractApi({
      'POST /verify-hash': ok(INVITATION),
      'POST /signup/store-sub-account': ok({
        userId: 'sub-user',
        email: INVITATION.email,
        introductionCompanyName: INVITATION.introductionCompanyName,
      }),
    });
    const { user } = renderAuth(PAGE);
    await user.type(await screen.findByLabelText('ユーザーID'), 'sub-user');
    expect(screen.getByRole('button', { name: '登録する' })).toBeDisabled();
    await user.type(screen.getByLabelText('パスワード'), 'invited77');
    await user.type(screen.getByLabelText('担当者名'), '佐藤 次郎');
    await user.click(screen.getByRole('button', { name: '登録する' }));

    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/mid/employment-agency/infos'),
    );
    expect(feedback.success).toHaveBeenCalledWith('アカウント登録が完了しました');
    expect(api.last('POST /signup/store-sub-account')?.body).toEqual({
      userId: 'sub-user',
      password: 'invited77',
      email: INVITATION.email,
      companyName: INVITATION.introductionCompanyName,
      phone: INVITATION.phoneNumber,
      contactPerson: '佐藤 次郎',
      address: INVITATION.address,
      hashId: HASH,
      companyCode: INVITATION.companyCode,
      serviceType: 'new_graduate',
    });
    expect(api.calls()).not.toContain('POST /signup/store-account-info');
  });

  it('shows a used invitation found at submit time as the form alert, with the failure toast', async () => {
    const message = 'この招待リンクは既に使用されています。';
    installContractApi({
      'POST /verify-hash': ok(INVITATION),
      'POST /signup/store-sub-account': invalid('hashId', message),
    });
    const { user } = renderAuth(PAGE);
    await user.type(await screen.findByLabelText('ユーザーID'), 'sub-user');
    await user.type(screen.getByLabelText('パスワード'), 'invited77');
    await user.type(screen.getByLabelText('担当者名'), '佐藤 次郎');
    await user.click(screen.getByRole('button', { name: '登録する' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(feedback.error).toHaveBeenCalledWith('アカウント登録に失敗しました');
  });
});
