// Browser drafts of forms in progress (the referral form's): they hold a candidate's personal data,
// so they belong to one session of one user. They are deleted when the session ends (logout, a 401)
// and when a session starts (login), no draft is written between the end of a session and the next
// login, and none is offered after DRAFT_MAX_AGE_DAYS. The state lives in localStorage, not in this
// module, so every app's copy of it agrees.

export const DRAFT_PREFIX = 'portal:draft:';
/** Drafts written before drafts were tied to a session. */
const LEGACY_PREFIXES = ['portal:referral-draft:'];
const ENDED_KEY = 'portal:drafts-session-ended';
export const DRAFT_MAX_AGE_DAYS = 7;
const MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 86_400_000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function removeAllDrafts(store: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key && [DRAFT_PREFIX, ...LEGACY_PREFIXES].some((prefix) => key.startsWith(prefix))) {
      keys.push(key);
    }
  }
  for (const key of keys) store.removeItem(key);
}

/** Logout or a 401: every draft goes, and none is written until the next login. */
export function endDraftSession(): void {
  const store = storage();
  if (!store) return;
  try {
    removeAllDrafts(store);
    store.setItem(ENDED_KEY, '1');
  } catch {
    // Storage disabled: there are no drafts either.
  }
}

/** Login: the new session starts without anything an earlier one left. */
export function startDraftSession(): void {
  const store = storage();
  if (!store) return;
  try {
    removeAllDrafts(store);
    store.removeItem(ENDED_KEY);
  } catch {
    // Storage disabled.
  }
}

/** Whether a draft may be written now (not between a session's end and the next login). */
export function draftsAllowed(): boolean {
  try {
    return storage()?.getItem(ENDED_KEY) !== '1';
  } catch {
    return false;
  }
}

/** Whether a draft saved at `savedAt` is too old to offer. */
export function draftExpired(savedAt: string, now = new Date()): boolean {
  const saved = Date.parse(savedAt);
  return Number.isNaN(saved) || now.getTime() - saved > MAX_AGE_MS;
}
