// What welcome hands to signup: the authenticated e-mail and company code. It travels as router
// state and is kept in sessionStorage, so a reload of the sign-up page keeps the form usable.
export interface SignupHandoff {
  email: string;
  companyCode: string;
}

const STORAGE_KEY = 'portal.remote-auth.signup-handoff';

function isHandoff(value: unknown): value is SignupHandoff {
  if (typeof value !== 'object' || value === null) return false;
  const { email, companyCode } = value as Record<string, unknown>;
  return (
    typeof email === 'string' &&
    email !== '' &&
    typeof companyCode === 'string' &&
    companyCode !== ''
  );
}

/** Storage can be unavailable (privacy modes, quotas): the router state still carries the data. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveSignupHandoff(handoff: SignupHandoff): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(handoff));
  } catch {
    // Without storage only a reload loses the data; the navigation state still carries it.
  }
}

/** The router state of the navigation from welcome, else what the tab kept from it. */
export function readSignupHandoff(routerState: unknown): SignupHandoff | null {
  if (isHandoff(routerState))
    return { email: routerState.email, companyCode: routerState.companyCode };
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    return isHandoff(stored) ? { email: stored.email, companyCode: stored.companyCode } : null;
  } catch {
    return null;
  }
}

/** After a sign-up the code is spent; a later visit must authenticate again. */
export function clearSignupHandoff(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
