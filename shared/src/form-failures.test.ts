import { FORM_ERROR } from 'final-form';
import { toast } from './feedback';
import { refusedSubmission, submissionErrors } from './form-failures';
import type { HttpFailure } from './http-errors';
import { QueryFailure, failureOf } from './query-client';

const refused = (
  errors: Record<string, string[]>,
  message = '入力内容をご確認ください',
): HttpFailure => ({
  kind: 'http',
  status: 422,
  message: Object.values(errors)[0]?.[0] ?? message,
  body: { message, errors },
});

describe('submissionErrors', () => {
  it('puts each server reason under the field it names, the first one only', () => {
    const failure = refused({ email: ['形式が正しくありません', '二つ目'], phone: ['必須です'] });
    expect(submissionErrors(failure, ['email', 'phone'], '失敗しました')).toEqual({
      email: '形式が正しくありません',
      phone: '必須です',
    });
  });

  it('keeps a numbered row of a listed field under its own key', () => {
    const failure = refused({ 'additionalEmail.1': ['重複しています'] });
    expect(submissionErrors(failure, ['additionalEmail'], '失敗しました')).toEqual({
      'additionalEmail.1': '重複しています',
    });
  });

  it('shows a reason about nothing on the form as the form alert', () => {
    const failure = refused({ token: ['リンクの有効期限が切れています'] });
    expect(submissionErrors(failure, ['password'], '失敗しました')).toEqual({
      [FORM_ERROR]: 'リンクの有効期限が切れています',
    });
  });

  it('falls back to the form message when the server gave no reason', () => {
    const failure: HttpFailure = { kind: 'network', name: 'AxiosError', message: 'x' };
    expect(submissionErrors(failure, ['email'], '登録に失敗しました')).toEqual({
      [FORM_ERROR]: '登録に失敗しました',
    });
  });
});

describe('refusedSubmission', () => {
  it('toasts the form message once, and nothing when the client already answered', () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
    refusedSubmission(
      refused({ email: ['形式が正しくありません'] }),
      ['email'],
      '登録に失敗しました',
    );
    expect(error).toHaveBeenCalledWith('登録に失敗しました');
    error.mockClear();
    refusedSubmission(
      { kind: 'http', status: 500, message: 'x', handled: 'toast' },
      ['email'],
      '登録に失敗しました',
    );
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('failureOf', () => {
  it('finds the client failure in a query error and nothing in a code exception', () => {
    const failure: HttpFailure = { kind: 'http', status: 403, message: '権限がありません' };
    expect(failureOf(new QueryFailure(failure))).toBe(failure);
    expect(failureOf(new TypeError('bug'))).toBeNull();
  });
});
