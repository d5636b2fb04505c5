// A composer's unsent text and template choice, kept per conversation in the browser so a reload
// or a closed tab loses nothing (attachments cannot be kept: the composer says so). The drafts of
// @portal/shared/drafts: one session of one user (deleted at logout, a 401 and login), 7 days at
// most; a sent message deletes its draft.
import { DRAFT_PREFIX, draftExpired, draftsAllowed } from '../drafts';

export interface ComposerDraft {
  savedAt: string;
  html: string;
  templateId: string | null;
}

const PREFIX = `${DRAFT_PREFIX}composer:`;

function storageKey(key: string): string {
  return `${PREFIX}${key}`;
}

export function loadComposerDraft(key: string, now = new Date()): ComposerDraft | null {
  try {
    const raw = localStorage.getItem(storageKey(key));
    if (!raw) return null;
    const draft = JSON.parse(raw) as ComposerDraft;
    const valid = draft && typeof draft.html === 'string' && typeof draft.savedAt === 'string';
    if (valid && !draftExpired(draft.savedAt, now)) {
      return { ...draft, templateId: draft.templateId ?? null };
    }
    localStorage.removeItem(storageKey(key));
    return null;
  } catch {
    return null;
  }
}

export function saveComposerDraft(
  key: string,
  draft: Omit<ComposerDraft, 'savedAt'>,
  now = new Date(),
): void {
  if (!draftsAllowed()) return;
  try {
    localStorage.setItem(storageKey(key), JSON.stringify({ ...draft, savedAt: now.toISOString() }));
  } catch {
    // Storage full or disabled: the composer works without a draft.
  }
}

export function clearComposerDraft(key: string): void {
  try {
    localStorage.removeItem(storageKey(key));
  } catch {
    // nothing to clear
  }
}
