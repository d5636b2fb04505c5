// The referral answers as the 紹介情報 tab shows them (spec 2 §3): postal code parts merged as
// 'first-last', final education as 'start ~ end status', 希望年収 with 万円, files and lists.
import type {
  CandidateFormField,
  EmploymentHistoryEntry,
  FormFileAnswer,
} from '@portal/shared/contract/candidates';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { messages } from '../../messages';

export type DisplayValue =
  | { kind: 'text'; text: string }
  | { kind: 'files'; files: FormFileAnswer[] }
  | { kind: 'history'; entries: EmploymentHistoryEntry[] };

export interface DisplayAnswer {
  key: string;
  label: string;
  value: DisplayValue;
}

const FILE_KEYS = /^file[2-5]?$/;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join('、');
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  return String(value);
}

function isFile(value: unknown): value is FormFileAnswer {
  return (
    typeof value === 'object' && value !== null && 'fileId' in value && 'fileViewName' in value
  );
}

function parseHistory(value: unknown): EmploymentHistoryEntry[] {
  const list = typeof value === 'string' ? safeJson(value) : value;
  return Array.isArray(list) ? (list as EmploymentHistoryEntry[]) : [];
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return [];
  }
}

export function displayAnswers(fields: CandidateFormField[]): DisplayAnswer[] {
  const byKey = new Map(fields.map((field) => [field.answerKey, field]));
  const out: DisplayAnswer[] = [];
  const done = new Set<string>();
  for (const field of fields) {
    const key = field.answerKey;
    if (done.has(key)) continue;
    done.add(key);
    if (key === 'currentPostalFirst' || key === 'currentPostalLast') {
      const first = text(byKey.get('currentPostalFirst')?.answerValue);
      const last = text(byKey.get('currentPostalLast')?.answerValue);
      done.add('currentPostalFirst').add('currentPostalLast');
      out.push({
        key: 'currentPostal',
        label: field.label,
        value: { kind: 'text', text: [first, last].filter(Boolean).join('-') },
      });
      continue;
    }
    if (key.startsWith('finalEducation')) {
      const start = text(byKey.get('finalEducationTermStart')?.answerValue);
      const end = text(byKey.get('finalEducationTermEnd')?.answerValue);
      const status = text(byKey.get('finalEducationStatus')?.answerValue);
      done.add('finalEducationTermStart').add('finalEducationTermEnd').add('finalEducationStatus');
      const range = start || end ? `${start} ~ ${end}` : '';
      out.push({
        key: 'finalEducation',
        label: field.label,
        value: { kind: 'text', text: [range, status].filter(Boolean).join(' ') },
      });
      continue;
    }
    if (key === 'desiredSalary') {
      const amount = text(field.answerValue);
      out.push({
        key,
        label: field.label,
        value: { kind: 'text', text: amount ? `${amount}${messages.info.salarySuffix}` : '' },
      });
      continue;
    }
    if (FILE_KEYS.test(key) || field.answerType === ANSWER_TYPE.FILE) {
      const list = Array.isArray(field.answerValue) ? field.answerValue : [field.answerValue];
      out.push({ key, label: field.label, value: { kind: 'files', files: list.filter(isFile) } });
      continue;
    }
    if (key === 'employmentHistory' || field.answerType === ANSWER_TYPE.EMPLOYMENT_HISTORY) {
      out.push({
        key,
        label: field.label,
        value: { kind: 'history', entries: parseHistory(field.answerValue) },
      });
      continue;
    }
    out.push({ key, label: field.label, value: { kind: 'text', text: text(field.answerValue) } });
  }
  return out;
}
