// The registration / update payload (spec 2 §7): the answers as the contract's multipart form;
// empty values and names ending in _validation are left out; files under their answer key; other
// lists as key[] (shared/src/multipart.ts); the employment history as JSON without ids;
// introductionApplicantId (or null) and the fixed placeholder e-mail.
import type { CallAt } from '@portal/shared/api';
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { REFERRAL_PLACEHOLDER_EMAIL } from '@portal/shared/contract/referrals';
import { ANSWER_TYPE } from '@portal/shared/enums';
import type { FormOf } from '@portal/shared/multipart';
import type { FormValues, HistoryEntryValue } from './model';

export type ReferralForm = FormOf<CallAt<'POST', '/jobs/{id}/candidates'>>;

export function buildReferralPayload(
  fields: EntryFormField[],
  values: FormValues,
  applicantId: number | null,
): ReferralForm {
  const answers: Record<string, string | string[]> = {};
  const files: Record<string, File[]> = {};
  const types = new Map(fields.map((field) => [field.key, field.answerType]));
  for (const [key, value] of Object.entries(values)) {
    if (key.endsWith('_validation') || value === undefined || value === null) continue;
    const type = types.get(key);
    if (type === undefined) continue;
    if (type === ANSWER_TYPE.FILE) {
      if ((value as File[]).length) files[key] = value as File[];
    } else if (type === ANSWER_TYPE.EMPLOYMENT_HISTORY) {
      const entries = (value as HistoryEntryValue[]).map(({ id: _id, ...entry }) => entry);
      if (entries.length) answers[key] = JSON.stringify(entries);
    } else if (Array.isArray(value)) {
      answers[key] = value as string[];
    } else if (typeof value === 'string' && value.trim() !== '') {
      answers[key] = value;
    }
  }
  return {
    ...answers,
    introductionApplicantId: applicantId === null ? 'null' : String(applicantId),
    email: REFERRAL_PLACEHOLDER_EMAIL,
    files,
  };
}
