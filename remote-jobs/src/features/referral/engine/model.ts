// The referral form's layout from the server's field definitions (spec 2 §3): name pairs and the
// postal code as one row with one message, the final education merged into one row, every other
// field on its own. Plus the value types the form holds per answer type.
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { allowedExtensions } from '@portal/shared/contract/referral-rules';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { messages } from '../../../messages';

export interface HistoryEntryValue {
  /** Client-side key for React lists; never sent. */
  id: string;
  termStart: string;
  termEnd: string;
  companyName: string;
  departmentPosition: string;
  details: string;
}

export type FieldValue = string | string[] | File[] | HistoryEntryValue[];
export type FormValues = Record<string, FieldValue | undefined>;

export interface FormRow {
  /** The key errors of the row are shown under (the first key of a group). */
  id: string;
  label: string;
  fields: EntryFormField[];
  kind: 'single' | 'pair' | 'education';
}

const GROUPS: { keys: string[]; label: string; kind: FormRow['kind'] }[] = [
  { keys: ['seiKanji', 'meiKanji'], label: messages.nameKanji, kind: 'pair' },
  { keys: ['seiKana', 'meiKana'], label: messages.nameKana, kind: 'pair' },
  { keys: ['currentPostalFirst', 'currentPostalLast'], label: messages.postalCode, kind: 'pair' },
  {
    keys: ['finalEducationTermStart', 'finalEducationTermEnd', 'finalEducationStatus'],
    label: messages.finalEducation,
    kind: 'education',
  },
];

export function groupOf(key: string) {
  return GROUPS.find((group) => group.keys.includes(key));
}

export function buildRows(fields: EntryFormField[]): FormRow[] {
  const rows: FormRow[] = [];
  const used = new Set<string>();
  for (const field of fields) {
    if (used.has(field.key)) continue;
    const group = groupOf(field.key);
    const members = group ? fields.filter((f) => group.keys.includes(f.key)) : [];
    if (group && members.length > 1) {
      members.forEach((f) => used.add(f.key));
      rows.push({ id: members[0].key, label: group.label, fields: members, kind: group.kind });
    } else {
      used.add(field.key);
      rows.push({ id: field.key, label: field.label, fields: [field], kind: 'single' });
    }
  }
  return rows;
}

/** Allowed extensions of a file field ('.PDF' → 'pdf'); empty = any type. */
/** A file field's allowed extensions ([] = any): the api's rule. */
export const fileTypes = (field: EntryFormField): string[] => allowedExtensions(field);

export function lengthHint(field: EntryFormField): string | null {
  const { minLength: min, maxLength: max } = field;
  if (min && max) return `${min}文字以上${max}文字以下で入力してください`;
  if (min) return `${min}文字以上で入力してください`;
  if (max) return `${max}文字以下で入力してください`;
  return null;
}

export const isTextType = (type: number) =>
  type === ANSWER_TYPE.SINGLE_LINE_TEXT || type === ANSWER_TYPE.MULTI_LINE_TEXT;

export function emptyValue(field: EntryFormField): FieldValue {
  if (field.answerType === ANSWER_TYPE.CHECKBOX) return [];
  if (field.answerType === ANSWER_TYPE.FILE) return [];
  if (field.answerType === ANSWER_TYPE.EMPLOYMENT_HISTORY) return [];
  return '';
}

let nextId = 0;
export function newHistoryEntry(partial: Partial<HistoryEntryValue> = {}): HistoryEntryValue {
  nextId += 1;
  return {
    id: `h${Date.now().toString(36)}${nextId}`,
    termStart: '',
    termEnd: '',
    companyName: '',
    departmentPosition: '',
    details: '',
    ...partial,
  };
}
