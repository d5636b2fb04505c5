// GET /settings/account as tests answer it: an agency with its company fields (empty unless
// given), every notification off, a sub-account unless said. Shared by the settings remote's
// tests and every other remote's that reads the account kind.
import { NOTIFICATION_KEYS } from '../contract';
import type {
  AccountSettingsResponse,
  IntroductionCompanyAccount,
  NotificationSettings,
} from '../contract/settings';
import { NOTIFICATION_LABELS } from '../enums';

/** Every notification off. */
export const NOTIFICATIONS_OFF = Object.fromEntries(
  NOTIFICATION_KEYS.map((key) => [key, { value: false, label: NOTIFICATION_LABELS[key] }]),
) as NotificationSettings;

/** A new agency's company fields: all empty. */
export const EMPTY_ACCOUNT: IntroductionCompanyAccount = {
  introductionCompanyName: '',
  phoneNumber: '',
  contactPersonnel: '',
  address: '',
  email: '',
  additionalEmail: [],
};

/** GET /settings/account: these company fields, every notification off, a sub-account unless said. */
export const accountSettings = (
  introductionCompanyAccount = EMPTY_ACCOUNT,
  accountKind: AccountSettingsResponse['accountKind'] = 'sub',
): AccountSettingsResponse => ({
  introductionCompanyAccount,
  introductionNotificationSetting: NOTIFICATIONS_OFF,
  accountKind,
});
