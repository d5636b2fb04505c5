// What the hiring company does to events (the company console and the seed): create an event,
// mark an entry attended / not attended, cancel the whole event. Mails follow the agencies'
// notification keys (see event-mails.ts).
import { z } from 'zod';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';
import { byCompany, recordAudit, recordAudits } from '../../audit/record';
import type { Database } from '../../db/client';
import type { NotificationService } from '../../notifications/notification-service';
import { notFound, validationError } from '../../plugins/http-errors';
import {
  applicantsOfCandidates,
  cancelReservedEntries,
  candidateNames,
  companyOf,
  entryOf,
  eventWithCompany,
  insertEvent,
  lockEvent,
  markEventCancelled,
  setEntryStatusRow,
} from './company-actions-queries';
import { emitWebhookEvent } from '../webhooks/emit';
import { mailEventCancelled, mailUnjoined } from './event-mails';
import { personName } from './queries';
import { SITE_IDS } from '@portal/shared/site';
import { bodyId } from '@portal/shared/contract/common';

const isoDate = z.iso.datetime({
  offset: true,
  message: '日時は ISO 8601 形式で指定してください。',
});
const optionalText = (max: number) => z.string().trim().max(max).optional();
const optionalUrl = z
  .url({ protocol: /^https?$/, message: 'URL の形式が正しくありません。' })
  .max(2000)
  .optional();

export const createEventInput = z
  .object({
    companyId: bodyId,
    siteId: z.enum(SITE_IDS),
    title: z.string().trim().min(1).max(255),
    startAt: isoDate,
    endAt: isoDate,
    place: optionalText(255),
    address: optionalText(500),
    capacity: z.number().int().min(0).max(100_000),
    content: optionalText(10_000),
    reservationDeadlineAt: isoDate.optional(),
    cancelDeadlineAt: isoDate.optional(),
    reserveAlertContent: optionalText(500),
    cancelAlertContent: optionalText(500),
    googleMeetUrl: optionalUrl,
    msteamsMeetingUrl: optionalUrl,
    zoomJoinUrl: optionalUrl,
  })
  // Compared only when both parse; a malformed date has its own message.
  .refine((input) => !(new Date(input.endAt) <= new Date(input.startAt)), {
    path: ['endAt'],
    message: '終了日時は開始日時より後にしてください。',
  });
export type CreateEventInput = z.output<typeof createEventInput>;

export const EVENT_LABELS = {
  companyId: '企業',
  siteId: 'サイト',
  title: 'タイトル',
  startAt: '開始日時',
  endAt: '終了日時',
  place: '会場',
  address: '住所',
  capacity: '定員',
  content: '内容',
  reservationDeadlineAt: '予約期限',
  cancelDeadlineAt: 'キャンセル期限',
  status: 'ステータス',
  id: 'ID',
};

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);
const dateOrNull = (value: string | undefined) => (value ? new Date(value) : null);

export async function createEvent(db: Database, input: CreateEventInput): Promise<{ id: number }> {
  const company = await companyOf(db, input.companyId);
  if (!company) throw validationError({ companyId: ['指定された企業が存在しません。'] });
  const created = await insertEvent(db, {
    companyId: input.companyId,
    siteId: input.siteId,
    title: input.title,
    startAt: new Date(input.startAt),
    endAt: new Date(input.endAt),
    place: input.place ?? '',
    address: input.address ?? '',
    capacity: input.capacity,
    content: input.content ?? '',
    reservationDeadlineAt: dateOrNull(input.reservationDeadlineAt),
    cancelDeadlineAt: dateOrNull(input.cancelDeadlineAt),
    reserveAlertContent: orNull(input.reserveAlertContent),
    cancelAlertContent: orNull(input.cancelAlertContent),
    googleMeetUrl: orNull(input.googleMeetUrl),
    msteamsMeetingUrl: orNull(input.msteamsMeetingUrl),
    zoomJoinUrl: orNull(input.zoomJoinUrl),
  });
  return { id: created.id };
}

/** Attended or not attended; a not-attended mark mails the agency (unjoined). */
export async function setEntryStatus(
  db: Database,
  notifications: NotificationService,
  entryId: number,
  status: typeof EVENT_ENTRY_STATUS.ATTENDED | typeof EVENT_ENTRY_STATUS.NOT_ATTENDED,
  now: Date,
): Promise<{ id: number; status: number }> {
  const entry = await entryOf(db, entryId);
  if (!entry) throw notFound('予約が見つかりません');
  if (entry.status === EVENT_ENTRY_STATUS.CANCELED) {
    throw validationError({ status: ['キャンセル済みの予約の参加状況は変更できません。'] });
  }
  await db.transaction(async (tx) => {
    await setEntryStatusRow(tx, entry.id, status, now);
    await recordAudit(tx, {
      agencyId: entry.agencyId,
      siteId: entry.siteId,
      actor: byCompany(entry.companyId),
      action: 'reservation.updated',
      target: { type: 'event_entry', id: entry.id },
      applicantId: entry.applicantId,
      candidateId: entry.candidateId,
      before: { status: entry.status },
      after: { status },
    });
    if (entry.status !== status) {
      await emitWebhookEvent(
        tx,
        entry.agencyId,
        'reservation.changed',
        {
          siteId: entry.siteId,
          eventId: entry.eventId,
          entryId: entry.id,
          candidateId: entry.candidateId,
          applicantId: entry.applicantId,
          change: 'attendance',
          before: { status: entry.status },
          after: { status },
          changedAt: now.toISOString(),
        },
        now,
      );
    }
  });
  if (status === EVENT_ENTRY_STATUS.NOT_ATTENDED && entry.status !== status) {
    const row = await eventWithCompany(db, entry.eventId);
    if (row)
      await mailUnjoined(
        notifications,
        entry.agencyId,
        row.event,
        row.companyName,
        personName(entry.sei, entry.mei),
      );
  }
  return { id: entry.id, status };
}

/** The company cancels the event: it leaves the calendars, reserved entries become canceled. */
export async function cancelEvent(
  db: Database,
  notifications: NotificationService,
  eventId: number,
  now: Date,
): Promise<{ id: number; cancelledEntries: number }> {
  const cancelled = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound('イベントが見つかりません');
    if (event.cancelledAt) throw validationError({ id: ['このイベントは既に中止されています。'] });
    await markEventCancelled(tx, eventId, now);
    const entries = await cancelReservedEntries(tx, eventId, now);
    const owners = entries.length
      ? await applicantsOfCandidates(
          tx,
          entries.map((entry) => entry.candidateId),
        )
      : [];
    const applicantOf = new Map(owners.map((owner) => [owner.id, owner.applicantId]));
    const siteOf = new Map(owners.map((owner) => [owner.id, owner.siteId]));
    await recordAudits(
      tx,
      entries.map((entry) => ({
        agencyId: entry.agencyId,
        actor: byCompany(event.companyId),
        action: 'event.cancelled' as const,
        target: { type: 'event_entry' as const, id: entry.id },
        applicantId: applicantOf.get(entry.candidateId) ?? null,
        candidateId: entry.candidateId,
        before: { eventId, status: EVENT_ENTRY_STATUS.RESERVED },
        after: { status: EVENT_ENTRY_STATUS.CANCELED },
      })),
    );
    for (const entry of entries) {
      await emitWebhookEvent(
        tx,
        entry.agencyId,
        'reservation.changed',
        {
          siteId: siteOf.get(entry.candidateId) ?? '',
          eventId,
          entryId: entry.id,
          candidateId: entry.candidateId,
          applicantId: applicantOf.get(entry.candidateId) ?? null,
          change: 'event_cancelled',
          before: { status: EVENT_ENTRY_STATUS.RESERVED },
          after: { status: EVENT_ENTRY_STATUS.CANCELED },
          changedAt: now.toISOString(),
        },
        now,
      );
    }
    return entries;
  });
  const row = await eventWithCompany(db, eventId);
  const byAgency = new Map<number, number[]>();
  for (const entry of cancelled) {
    byAgency.set(entry.agencyId, [...(byAgency.get(entry.agencyId) ?? []), entry.candidateId]);
  }
  for (const [agencyId, candidateIds] of byAgency) {
    const names = await candidateNames(db, candidateIds);
    const listed = names.map((name) => personName(name.sei, name.mei));
    if (row) await mailEventCancelled(notifications, agencyId, row.event, row.companyName, listed);
  }
  return { id: eventId, cancelledEntries: cancelled.length };
}
