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
