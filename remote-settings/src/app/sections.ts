// The sections of the settings page, in order: the menu scrolls to them by these ids. The main
// account also sees its staff and the agency's audit trail.
import { messages } from '../messages';

export const SETTINGS_SECTIONS = [
  { id: 'account-settings', title: messages.accountTitle },
  { id: 'notification-settings', title: messages.notificationsTitle },
  { id: 'linked-company-settings', title: messages.linkedCompaniesTitle },
] as const;

export const MAIN_ACCOUNT_SECTIONS = [
  { id: 'staff', title: messages.staffTitle },
  { id: 'audit', title: messages.auditTitle },
] as const;

/**
 * The menu goes above the sections when the page itself is narrower than 800 px: a container
 * query, because beside the shell's sidebar a 900-1100 px screen leaves too little room for the
 * menu and the linked-company table side by side.
 */
export const SETTINGS_CONTAINER = 'settings-page';
export const stackedSettings = `@container ${SETTINGS_CONTAINER} (max-width: 799.98px)`;
