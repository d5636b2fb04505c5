// Every call of the agency api, keyed 'METHOD /path': the one table the api's routes, OpenAPI,
// the typed client and the test fakes read. An area adds its table here.
import { apiTokenCalls } from './api-tokens';
import { applicantCalls } from './applicants';
import { auditCalls } from './audit';
import { authCalls } from './auth';
import { bulkCalls } from './bulk';
import { calendarCalls } from './calendar';
import { candidateCalls } from './candidates';
import { chatCalls } from './chat';
import { companyCalls } from './companies';
import { dashboardCalls } from './dashboard';
import { docsCalls } from './docs';
import { eventCalls } from './events';
import { infoCalls } from './infos';
import { jobCalls } from './jobs';
import { liveCalls } from './live';
import { masterCalls } from './master';
import { referralCalls } from './referrals';
import { settingsCalls } from './settings';
import { sidebarCalls } from './sidebar';
import { signupCalls } from './signup';
import { supportCalls } from './support';
import { webhookCalls } from './webhooks';

export const apiCalls = {
  ...apiTokenCalls,
  ...applicantCalls,
  ...auditCalls,
  ...authCalls,
  ...bulkCalls,
  ...calendarCalls,
  ...candidateCalls,
  ...chatCalls,
  ...companyCalls,
  ...dashboardCalls,
  ...docsCalls,
  ...eventCalls,
  ...infoCalls,
  ...jobCalls,
  ...liveCalls,
  ...masterCalls,
  ...referralCalls,
  ...settingsCalls,
  ...sidebarCalls,
  ...signupCalls,
  ...supportCalls,
  ...webhookCalls,
};

export type ApiCalls = typeof apiCalls;
export type CallKey = keyof ApiCalls;
