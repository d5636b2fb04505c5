// The three sections of the settings page, in order: the menu scrolls to them by these ids.
import { messages } from '../messages';

export const SETTINGS_SECTIONS = [
  { id: 'account-settings', title: messages.accountTitle },
  { id: 'notification-settings', title: messages.notificationsTitle },
  { id: 'linked-company-settings', title: messages.linkedCompaniesTitle },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];
