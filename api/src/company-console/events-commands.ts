// Console commands of the events area (the hiring company's side): create an event, mark
// attendance of an entry, cancel an event. Shapes fixed by issue 11; see api/README.md.
import { z } from 'zod';
import {
  cancelEvent,
  createEvent,
  createEventInput,
  EVENT_LABELS,
  setEntryStatus,
} from '../modules/events/company-actions';
import { command } from './command';
import { id } from '@portal/shared/contract/common';

export const EVENT_COMMANDS = {
  'create-event': command({
    summary:
      'Create an event ({ companyId, siteId, title, startAt, endAt, capacity, place?, address?, content?, reservationDeadlineAt?, cancelDeadlineAt?, reserveAlertContent?, cancelAlertContent?, googleMeetUrl?, msteamsMeetingUrl?, zoomJoinUrl? }, ISO 8601) → { id }',
    input: createEventInput,
    labels: EVENT_LABELS,
    run: ({ db }, input) => createEvent(db, input),
  }),
  'mark-attendance': command({
    summary: 'Mark an entry attended (3) or not attended (4; mails "unjoined") ({ id, status })',
    input: z.object({ id, status: z.union([z.literal(3), z.literal(4)]) }),
    labels: EVENT_LABELS,
    run: ({ db, notifications, now }, input) =>
      setEntryStatus(db, notifications, input.id, input.status, now()),
  }),
  'cancel-event': command({
    summary:
      'The company cancels an event: reserved entries become canceled (mails "cancel") ({ id })',
    input: z.object({ id }),
    labels: EVENT_LABELS,
    run: ({ db, notifications, now }, input) => cancelEvent(db, notifications, input.id, now()),
  }),
};
