// The registration / update payload (spec 2 §7): multipart with the answers; empty values and
// names ending in _validation are left out; files are appended one by one; other lists as key[];
// the employment history as JSON without ids; introductionApplicantId (or null) and the fixed
// placeholder e-mail; _method=PUT on update.
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { REFERRAL_PLACEHOLDER_EMAIL } from '@portal/shared/contract/referrals';
import { ANSWER_TYPE } from '@portal/shared/enums';
import type { FormValues, HistoryEntryValue } from './model';

export interface PayloadOptions {
  applicantId: number | null;
  update?: boolean;
}

export function buildReferralPayload(
  fields: EntryFormField[],
  values: FormValues,
  options: PayloadOptions,
): FormData {
  const data = new FormData();
  const types = new Map(fields.map((field) => [field.key, field.answerType]));
  for (const [key, value] of Object.entries(values)) {
    if (key.endsWith('_validation') || value === undefined || value === null) continue;
    const type = types.get(key);
    if (type === undefined) continue;
    if (type === ANSWER_TYPE.FILE) {
      for (const file of value as File[]) data.append(key, file, file.name);
    } else if (type === ANSWER_TYPE.EMPLOYMENT_HISTORY) {
      const entries = (value as HistoryEntryValue[]).map(({ id: _id, ...entry }) => entry);
      if (entries.length) data.append(key, JSON.stringify(entries));
    } else if (Array.isArray(value)) {
      for (const item of value as string[]) data.append(`${key}[]`, item);
    } else if (typeof value === 'string' && value.trim() !== '') {
      data.append(key, value);
    }
  }
  data.append(
    'introductionApplicantId',
    options.applicantId === null ? 'null' : String(options.applicantId),
  );
  data.append('email', REFERRAL_PLACEHOLDER_EMAIL);
  if (options.update) data.append('_method', 'PUT');
  return data;
}
