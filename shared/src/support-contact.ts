// GET /support: the support site, e-mail, phone and hours as the operator configured them (the
// api's SUPPORT_* environment, or the company console's set-support-contact). Read once per page
// load and shared by the shell's header and menu and the announcements page's side panel.
import { useEffect } from 'react';
import { create } from 'zustand';
import { getSupportContact } from './api-get-support';
import type { SupportContact } from './contract/support';
import type { LoadStatus } from './stores';

interface SupportState {
  /** null until loaded, and when the answer failed (nothing invented is shown meanwhile). */
  contact: SupportContact | null;
  status: LoadStatus;
  load: () => Promise<void>;
}

let inFlight: Promise<void> | null = null;

export const useSupportStore = create<SupportState>()((set, get) => ({
  contact: null,
  status: 'idle',
  load: () => {
    if (inFlight) return inFlight;
    if (get().status === 'ready') return Promise.resolve();
    set({ status: 'loading' });
    inFlight = getSupportContact().then((result) => {
      inFlight = null;
      // In preview mode (no server) every call answers null: nothing to show.
      if (result.ok) set({ contact: result.data ?? null, status: 'ready' });
      else set({ status: 'error' });
    });
    return inFlight;
  },
}));

export function resetSupportStore(): void {
  inFlight = null;
  useSupportStore.setState({ contact: null, status: 'idle' });
}

/** The configured contact, loading it on first use; null until it arrives. */
export function useSupportContact(): SupportContact | null {
  const contact = useSupportStore((state) => state.contact);
  const load = useSupportStore((state) => state.load);
  useEffect(() => {
    void load();
  }, [load]);
  return contact;
}

/** A phone number as a tel: link (digits and + only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
