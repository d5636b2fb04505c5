// Console commands of the support contact (the announcements page's side panel, the header's
// support link): GET /console/api/support answers what agencies see, PUT /console/api/support
// with { siteUrl?, mail?, phone?, hours? } changes it (null: back to the environment's SUPPORT_*
// value, '': shown to nobody, a field left out: unchanged).
import { z } from 'zod';
import { readSupportContact, writeSupportContact } from '../modules/support/queries';
import { command } from './command';

const change = <T extends z.ZodType>(field: T) =>
  z
    .union([z.literal(''), field])
    .nullable()
    .optional();

export const setSupportInput = z.object({
  siteUrl: change(
    z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/[^\s/]+/, 'http または https の URL を入力してください。'),
  ),
  mail: change(z.string().trim().max(254).pipe(z.email())),
  phone: change(
    z
      .string()
      .trim()
      .max(30)
      .regex(/^[0-9０-９+()\-‐ ]+$/, '電話番号の形式で入力してください。'),
  ),
  hours: change(z.string().trim().max(200)),
});

const SUPPORT_LABELS = {
  siteUrl: 'サポートサイトURL',
  mail: 'サポートのメールアドレス',
  phone: 'サポートの電話番号',
  hours: 'サポートの受付時間',
};

export const SUPPORT_COMMANDS = {
  'get-support-contact': command({
    summary: 'The support contact agencies see (the console setting, else SUPPORT_* of the api)',
    input: z.object({}),
    run: ({ db, support }) => readSupportContact(db, support),
  }),
  'set-support-contact': command({
    summary:
      "Set the support contact ({ siteUrl?, mail?, phone?, hours? }; null: the environment's, '': none)",
    input: setSupportInput,
    labels: SUPPORT_LABELS,
    run: async ({ db, support, now }, input) => {
      await writeSupportContact(db, input, now());
      return readSupportContact(db, support);
    },
  }),
};
