// The company console calls of the events area as the e2e suites use them (issue 11 shapes).
import { consoleCall as call } from './console';

export interface NewEvent {
  companyId: number;
  siteId: string;
  title: string;
  startAt: string;
  endAt: string;
  capacity: number;
  place?: string;
  address?: string;
  content?: string;
  reservationDeadlineAt?: string;
  cancelDeadlineAt?: string;
}

export const eventsConsole = {
  companies: () => call<{ id: number; name: string }[]>('GET', '/companies'),
  createEvent: (event: NewEvent) => call<{ id: number }>('POST', '/events', event),
  setEntryStatus: (entryId: number, status: 3 | 4) =>
    call<{ id: number; status: number }>('PUT', `/event-entries/${entryId}`, { status }),
  cancelEvent: (eventId: number) => call<unknown>('DELETE', `/events/${eventId}`),
};

/** 'YYYY-MM-DD' in Tokyo, `days` from now. */
export function tokyoDay(days: number): { date: string; sameMonth: boolean } {
  const shift = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10);
  const today = shift(Date.now());
  const date = shift(Date.now() + days * 86_400_000);
  return { date, sameMonth: date.slice(0, 7) === today.slice(0, 7) };
}
