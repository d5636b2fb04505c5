// The API contract: request and response shapes of every call, shared by the api and the apps.
// A change of shape here breaks the build on both sides. Responses are wrapped as { data: T }.

export type SiteId = '23' | '24' | '25' | '26' | '27' | '28' | 'mid';
export type ServiceType = 'new_graduate' | 'mid_career';

/** Every successful JSON response body is { data: T }. */
export interface Envelope<T> {
  data: T;
}

/** Laravel's error body: 422/429 carry `errors`, every 4xx/5xx carries `message`. */
export interface LaravelError {
  message: string;
  errors?: Record<string, string[]>;
}

// --- auth ---------------------------------------------------------------------------------
export interface LoginRequest {
  email: string; // e-mail address or user ID
  password: string;
  remember_me: boolean;
}
export interface LoginResponse {
  userId: string;
  email: string;
  introductionCompanyName: string;
}

// --- shell ---------------------------------------------------------------------------------
export interface SidebarBadges {
  unreadThread: number;
  importedJob: number;
  unreadCandidateThread: number;
  unmatchedCompany: number;
}

/** GET /job-companies?permitMatchingStatus=MATCHED */
export interface MatchedCompany {
  id: number;
  name: string;
}

export const PERMIT_MATCHING_STATUS = {
  MATCHED: 'MATCHED',
  UNMATCHED: 'UNMATCHED',
} as const;
export type PermitMatchingStatus =
  (typeof PERMIT_MATCHING_STATUS)[keyof typeof PERMIT_MATCHING_STATUS];

// --- announcements (infos) -------------------------------------------------------------
export interface InfoListItem {
  id: number;
  title: string;
  createdAt: string; // ISO 8601
  isUnread: boolean;
}
export interface InfoDetail extends InfoListItem {
  content: string; // sanitised HTML
}

// --- settings (issue 3) --------------------------------------------------------------------
export interface IntroductionCompanyAccount {
  address: string;
  contactPersonnel: string;
  email: string;
  introductionCompanyName: string;
  phoneNumber: string;
  additionalEmail: string[];
}

export const NOTIFICATION_KEYS = [
  'reserve',
  'cancelReserve',
  'cancel',
  'message',
  'evaluationPermit',
  'jobPublish',
  'unjoined',
  'chat',
  'scheduleAdjustmentRequest',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationSettings = Record<NotificationKey, { value: boolean; label: string }>;

export interface LinkableCompany {
  id: number;
  companyName: string;
  companyEmail: string;
  status: PermitMatchingStatus;
  companyCode: string | null;
}

// --- settings requests (issue 3) -------------------------------------------------------------
/** GET /settings/account */
export interface AccountSettingsResponse {
  introductionCompanyAccount: IntroductionCompanyAccount;
  introductionNotificationSetting: NotificationSettings;
}

/** PATCH /settings/account: the whole account object. */
export type AccountSettingsUpdateRequest = IntroductionCompanyAccount;

/** PATCH /settings/password: the server checks the policy and answers 422 in Japanese. */
export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** PUT /settings/notifications: the full map, every key present. */
export type NotificationSettingsUpdateRequest = Record<NotificationKey, boolean>;

/** PUT /settings/permit-matchings/{id}: links the company when the code is its own. */
export interface PermitMatchingUpdateRequest {
  companyCode: string;
}

// --- auth requests (issue 3) -----------------------------------------------------------------
/** POST /forgot-password: answered the same whether or not the e-mail is known. */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /reset-password: `token` comes from the e-mailed link's query string. */
export interface ResetPasswordRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** POST /company-code-auth: the code the operator issued for this agency and e-mail. */
export interface CompanyCodeAuthRequest {
  company_code: string;
  email: string;
}

/** POST /verify-hash: an invitation hash (signup/{hashId}). */
export interface VerifyHashRequest {
  hashId: string;
}
/** What an invitation prefills on the sub-account sign-up form. */
export interface VerifyHashResponse {
  email: string;
  introductionCompanyName: string;
  phoneNumber: string;
  address: string;
}

/** POST /signup/store-account-info: a main account, after company-code authentication. */
export interface SignupRequest {
  userId: string;
  password: string;
  email: string;
  companyName: string;
  phone: string;
  contactPerson: string;
  address: string;
  companyCode: string;
}

/** POST /signup/store-sub-account: the account fields plus the invitation hash, no company code. */
export type SubAccountSignupRequest = Omit<SignupRequest, 'companyCode'> & { hashId: string };

/** Both sign-ups start the session of the new account and answer like POST /login. */
export type SignupResponse = LoginResponse;
