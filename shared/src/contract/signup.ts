// Contract of the sign-up (spec 1 §3, §4): a main account after company-code authentication, a
// sub-account from an invitation hash. All public; both sign-ups answer like POST /login.
import { z } from '../zod';
import {
  emailSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
  userIdSchema,
} from '../rules/account';
import { loginAnswer } from './auth';
import { noData } from './common';
import { call, calls } from './define';

/** POST /company-code-auth: the code the operator issued for this agency and e-mail. */
export const companyCodeAuthBody = z.object({
  company_code: requiredText(64),
  email: emailSchema,
});
export type CompanyCodeAuthRequest = z.input<typeof companyCodeAuthBody>;

/** POST /verify-hash: an invitation hash (signup/{hashId}). */
export const verifyHashBody = z.object({ hashId: requiredText(200) });
export type VerifyHashRequest = z.input<typeof verifyHashBody>;

/** What an invitation prefills on the sub-account sign-up form. */
export const invitation = z.object({
  email: z.string(),
  introductionCompanyName: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  /** The agency's company code (spec 1 §2), '' when its main account did not sign up with one. */
  companyCode: z.string(),
});
export type VerifyHashResponse = z.infer<typeof invitation>;

/** POST /signup/store-account-info: a main account, after company-code authentication. */
export const signupBody = z.object({
  userId: userIdSchema,
  password: passwordSchema,
  email: emailSchema,
  companyName: requiredText(255),
  phone: phoneSchema,
  contactPerson: requiredText(255),
  address: requiredText(500),
  companyCode: requiredText(64),
});
export type SignupRequest = z.input<typeof signupBody>;

/**
 * POST /signup/store-sub-account: the account fields plus the invitation hash and the company
 * code shown (spec 1 §3). The company fields of the form are the inviting agency's, shown
 * read-only: the api takes the agency from the invitation, not from them.
 */
export const subAccountSignupBody = z.object({
  userId: userIdSchema,
  password: passwordSchema,
  hashId: requiredText(200),
  companyCode: z.string().max(64).optional(),
});
export type SubAccountSignupRequest = z.input<typeof subAccountSignupBody>;

export type SignupResponse = z.infer<typeof loginAnswer>;

export const signupCalls = calls('新規登録 (signup)', {
  'POST /company-code-auth': call({
    operationId: 'verifyCompanyCode',
    refusals: [429],
    summary: '企業コード認証: whether the code can still sign up a main account for the e-mail',
    body: companyCodeAuthBody,
    response: noData,
    public: true,
  }),
  'POST /verify-hash': call({
    operationId: 'verifyInvitation',
    refusals: [429],
    summary: '招待URLの確認: the inviting agency, to prefill the sub-account form',
    body: verifyHashBody,
    response: invitation,
    public: true,
  }),
  'POST /signup/store-account-info': call({
    operationId: 'createMainAccount',
    refusals: [429],
    summary: 'アカウント登録 (main account); logs it in',
    body: signupBody,
    response: loginAnswer,
    public: true,
  }),
  'POST /signup/store-sub-account': call({
    operationId: 'createSubAccount',
    refusals: [429],
    summary: 'サブアカウント登録 from an invitation; logs it in',
    body: subAccountSignupBody,
    response: loginAnswer,
    public: true,
  }),
});
