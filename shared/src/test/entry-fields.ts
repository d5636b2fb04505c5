// A job's entry-form field as tests write it: what the case is about (key, label, answer type and
// any of the rest) over an optional field with no choices and no length limits. Shared by the
// answer rules' tests, the referral form's test form and the api's spreadsheet cells.
import type { EntryFormField } from '../contract/jobs';

export const entryField = (
  key: string,
  label: string,
  answerType: number,
  extra: Partial<EntryFormField> = {},
): EntryFormField => ({
  key,
  label,
  answerType,
  answerLabel: [],
  isRequired: false,
  minLength: null,
  maxLength: null,
  ...extra,
});
