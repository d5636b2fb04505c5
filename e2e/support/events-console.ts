// The company console calls of the events area as the e2e suites use them (issue 11 shapes).
import { consoleCall as call } from './console';

/** An event on a Tokyo day (`date` YYYY-MM-DD) `from` to `to` (HH:mm); site 25, 5 seats unless given. */
export interface NewEvent {
  companyId: number;
  siteId?: string;
  title: string;
  date: string;
  from: string;
  to: string;
  capacity?: number;
  place?: string;
  address?: string;
  content?: string;
  reservationDeadlineAt?: string;
  cancelDeadlineAt?: string;
}

export const eventsConsole = {
  companies: () => call<{ id: number; name: string }[]>('GET', '/companies'),
  createEvent: ({ date, from, to, siteId = '25', capacity = 5, ...event }: NewEvent) =>
    call<{ id: number }>('POST', '/events', {
      ...event,
      siteId,
      capacity,
      startAt: `${date}T${from}:00+09:00`,
      endAt: `${date}T${to}:00+09:00`,
    }),
  setEntryStatus: (entryId: number, status: 3 | 4) =>
    call<{ id: number; status: number }>('PUT', `/event-entries/${entryId}`, { status }),
  cancelEvent: (eventId: number) => call<unknown>('DELETE', `/events/${eventId}`),
};
