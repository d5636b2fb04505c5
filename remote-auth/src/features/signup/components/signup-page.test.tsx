import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { api as client } from '@portal/shared/api';
import {
  failure,
  installContractApi,
  invalid,
  networkError,
  ok,
} from '@portal/shared/test/contract-api';
import { matchedCompaniesQuery } from '@portal/shared/frame-queries';
import { queryClient } from '@portal/shared/query-client';
import { renderAuth, watchFeedback } from '../../../test/render-auth';

const PAGE = '/27/employment-agency/signup';
const HANDOFF = { email: 'new@agency.example', companyCode: 'AGC-7F3K9Q' };
const ACCOUNT = {
  userId: 'new-agency',
  password: 'secret2026',
  companyName: 'みらい人材紹介株式会社',
  phone: '03-1234-5678',
  contactPerson: '山田 花子',
  address: '東京都千代田区丸の内1-1-1',
};
const LOGGED_IN = ok({ userId: 'new-agency', email: HANDOFF.email, introductionCompanyName: 'x' });

const feedback = watchFeedback();

beforeEach(() => {
  queryClient.clear();
});

const submit = () => screen.getByRole('button', { name: '登録する' });

async function fill(user: UserEvent, values: Partial<typeof ACCOUNT> = {}) {
  const account = { ...ACCOUNT, ...values };
  const labels: [string, string][] = [
    ['ユーザーID', account.userId],
    ['パスワード', account.password],
    ['会社名', account.companyName],
    ['電話番号', account.phone],
    ['担当者名', account.contactPerson],
    ['住所', account.address],
  ];
  // Pasting is one change per field: the checks still run, without typing 256 keys one by one.
  for (const [label, value] of labels) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

describe('signup page (main account)', () => {
  it('sends a visitor without company-code authentication to welcome, calling nothing', async () => {
    const api = installContractApi();
    renderAuth(PAGE);
    expect(await screen.findByRole('heading', { name: '企業コード認証' })).toBeInTheDocument();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/welcome');
    expect(api.sequence).toEqual([]);
  });

  it('shows the form with the e-mail and company code from welcome, read-only', () => {
    installContractApi();
    renderAuth(PAGE, HANDOFF);
    expect(screen.getByRole('heading', { level: 1, name: 'アカウント登録' })).toBeInTheDocument();
    const email = screen.getByLabelText('メールアドレス');
    expect(email).toHaveValue(HANDOFF.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('企業コード')).toHaveValue(HANDOFF.companyCode);
    expect(screen.getByLabelText('企業コード')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('電話番号')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('パスワード')).toHaveAttribute('type', 'password');
    expect(screen.getAllByText('必須')).toHaveLength(6);
    expect(submit()).toBeDisabled();
  });

  it.each([
    ['ユーザーID', 'ユーザーIDを入力してください'],
    ['会社名', '会社名を入力してください'],
    ['電話番号', '電話番号を入力してください'],
    ['担当者名', '担当者名を入力してください'],
    ['住所', '住所を入力してください'],
  ])('requires %s, saying so as soon as it is emptied', async (label, message) => {
    installContractApi();
    const { user } = renderAuth(PAGE, HANDOFF);
    await fill(user);
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText(label));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(label), '　x');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('treats a value of spaces only as empty', async () => {
    installContractApi();
    const { user } = renderAuth(PAGE, HANDOFF);
    await fill(user, { contactPerson: '   ' });
    expect(screen.getByText('担当者名を入力してください')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it.each([
    ['7 characters', 'abc1234'],
    ['no digit', 'abcdefgh'],
    ['no letter', '12345678'],
    ['256 characters', `a1${'x'.repeat(254)}`],
  ])('refuses a password with %s and keeps 登録する disabled', async (_case, password) => {
    installContractApi();
    const { user } = renderAuth(PAGE, HANDOFF);
    await fill(user, { password });
    expect(
      screen.getByText(
        'パスワードは8文字以上255文字以下で、英字と数字をそれぞれ1文字以上含めてください',
      ),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it.each([
    ['8 characters', 'abcd1234'],
    ['255 characters', `a1${'x'.repeat(253)}`],
  ])('accepts a password of %s with a letter and a digit', async (_case, password) => {
    installContractApi();
    const { user } = renderAuth(PAGE, HANDOFF);
    await fill(user, { password });
    expect(screen.queryByText(/パスワードは8文字以上/)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("registers the main account, forgets the previous session's data and moves on to お知らせ", async () => {
    sessionStorage.setItem('portal.remote-auth.signup-handoff', JSON.stringify(HANDOFF));
    const api = installContractApi({ 'POST /signup/store-account-info': LOGGED_IN });
    queryClient.setQueryData(matchedCompaniesQuery.queryKey, [
      { id: 9, name: '前の利用者の連携企業' },
    ]);
    const { user } = renderAuth(PAGE, HANDOFF);
    await fill(user);
    await user.click(submit());

    await waitFor(() =>
      expect(feedback.success).toHaveBeenCalledWith('アカウント登録が完了しました'),
    );
    expect(api.last('POST /signup/store-account-info')?.body).toEqual({
      ...ACCOUNT,
      email: HANDOFF.email,
      companyCode: HANDOFF.companyCode,
      serviceType: 'new_graduate',
    });
    expect(submit()).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/infos'),
    );
    // Nothing a previous session loaded stays: the first screen loads the new account's data.
    expect(queryClient.getQueryData(matchedCompaniesQuery.queryKey)).toBeUndefined();
    expect(sessionStorage.getItem('portal.remote-auth.signup-handoff')).toBeNull();
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('toasts a refused sign-up and shows the server reason under its field', async () => {
    const message = 'このユーザーIDは既に使用されています。';
    installContractApi({ 'POST /signup/store-account-info': invalid('userId', message) });
    const { user } = renderAuth(PAGE, HANDOFF);
    await fill(user);
    await user.click(submit());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('ユーザーID')).toHaveAttribute('aria-invalid', 'true');
    expect(feedback.error).toHaveBeenCalledWith('アカウント登録に失敗しました');
    expect(feedback.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(PAGE);
  });

  it('toasts the exception message when the request cannot be sent', async () => {
    installContractApi({ 'POST /signup/store-account-info': networkError() });
    const { user } = renderAuth(PAGE, HANDOFF);
    await fill(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'アカウント登録中にエラーが発生しました',
    );
    expect(feedback.error).toHaveBeenCalledWith('アカウント登録中にエラーが発生しました');
    expect(feedback.error).not.toHaveBeenCalledWith('アカウント登録に失敗しました');
  });

  it('toasts the exception message when sending throws', async () => {
    installContractApi();
    jest.spyOn(client, 'post').mockRejectedValue(new Error('unexpected'));
    const { user } = renderAuth(PAGE, HANDOFF);
    await fill(user);
    await user.click(submit());

    await waitFor(() =>
      expect(feedback.error).toHaveBeenCalledWith('アカウント登録中にエラーが発生しました'),
    );
    expect(feedback.success).not.toHaveBeenCalled();
  });

  it('leaves a server error to the system-error toast alone', async () => {
    installContractApi({
      'POST /signup/store-account-info': failure(500, 'システムエラーが発生しました。'),
    });
    const { user } = renderAuth(PAGE, HANDOFF);
    await fill(user);
    await user.click(submit());

    await waitFor(() =>
      expect(feedback.error).toHaveBeenCalledWith('システムエラーが発生しました。'),
    );
    expect(feedback.error).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('アカウント登録に失敗しました');
  });
});
