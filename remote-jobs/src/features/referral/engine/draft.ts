// The browser draft of a referral in progress (beyond the spec): kept in localStorage so a crash
// or a closed tab does not lose the typing. Files cannot be kept (the form says so); a submitted
// form clears its draft. One draft per site, job, applicant and referral, within one session of
// one user (@portal/shared/drafts: deleted at logout, at a 401 and at login; 7 days at most).
import { DRAFT_PREFIX, draftExpired, draftsAllowed } from '@portal/shared/drafts';
import type { FormValues } from './model';

export interface DraftKeyParts {
  siteId: string;
  jobId: number;
  applicantId: number | null;
  candidateId?: number;
}

export interface Draft {
  savedAt: string;
  values: FormValues;
}

const PREFIX = `${DRAFT_PREFIX}referral:`;

export function draftKey(parts: DraftKeyParts): string {
  const who = parts.applicantId === null ? 'new' : String(parts.applicantId);
  const what = parts.candidateId === undefined ? 'register' : `update-${parts.candidateId}`;
  return `${PREFIX}${parts.siteId}:${parts.jobId}:${who}:${what}`;
}

/** The values without files (a File cannot be stored). */
export function withoutFiles(values: FormValues): FormValues {
  const result: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    const isFileList =
      Array.isArray(value) &&
      value.length > 0 &&
      typeof File !== 'undefined' &&
      value[0] instanceof File;
    result[key] = isFileList ? [] : value;
  }
  return result;
}

export function saveDraft(key: string, values: FormValues, now = new Date()): void {
  if (!draftsAllowed()) return;
  try {
    const draft: Draft = { savedAt: now.toISOString(), values: withoutFiles(values) };
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form keeps working without a draft.
  }
}

export function loadDraft(key: string, now = new Date()): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Draft;
    const valid = parsed && typeof parsed.values === 'object' && typeof parsed.savedAt === 'string';
    if (valid && !draftExpired(parsed.savedAt, now)) return parsed;
    localStorage.removeItem(key);
    return null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
