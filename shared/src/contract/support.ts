// Contract of the support contact (spec 1 §4, the announcements page's side panel and the header's
// support-site link): the operator's configuration, never values written in the code. Each field
// is null when the operator has not set it (the panel then leaves that line out).
import { z } from '../zod';
import { call, calls } from './define';

export const supportContact = z.object({
  /** The support site (http or https). */
  siteUrl: z.string().nullable(),
  mail: z.string().nullable(),
  phone: z.string().nullable(),
  /** Opening hours, as the operator words them (平日 10:00〜18:00 …). */
  hours: z.string().nullable(),
});
export type SupportContact = z.infer<typeof supportContact>;

export const SUPPORT_FIELDS = ['siteUrl', 'mail', 'phone', 'hours'] as const;

export const supportCalls = calls('共通 (shell)', {
  'GET /support': call({
    operationId: 'getSupportContact',
    summary:
      'The support site, e-mail, phone and hours: the console setting, else the environment (SUPPORT_*)',
    response: supportContact,
  }),
});
