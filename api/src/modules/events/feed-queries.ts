// The agency's calendar feed: the secret (stored as a digest, replaced on renewal) and what the
// feed lists — every entry of the agency on events of the last 180 days and later (reserved ones
// live, cancelled ones, also of events the company cancelled, as STATUS:CANCELLED so calendar
// apps remove them) and the interviews confirmed from tentative dates.
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { auditOf, recordAudit } from '../../audit/record';
import {
  applicantKanjiName,
  applicantOfCandidate,
  candidateOfEntry,
  companyOfEvent,
  companyOfJob,
  eventOfEntry,
  jobOfCandidate,
} from '../../db/join-queries';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth-guard';
import { agencies } from '../../db/schema/agencies';
import { applicants, candidates } from '../../db/schema/applicants';
import { hiringCompanies } from '../../db/schema/companies';
import { calendarFeeds, eventEntries, events, tentativeEvents } from '../../db/schema/events';
import { jobs } from '../../db/schema/jobs';
import { digest, newUrlToken } from '../../security/secrets';
import {
  EVENT_ENTRY_STATUS,
  EVENT_ENTRY_STATUS_LABELS,
  type EventEntryStatus,
} from '@portal/shared/enums';
import type { IcsEvent } from './ics';
import { personName } from './queries';

const HISTORY_MS = 180 * 24 * 60 * 60 * 1000;
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);
const sequenceOf = (date: Date) =>
  Math.max(0, Math.floor((date.getTime() - SEQUENCE_EPOCH) / 1000));
const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

export async function feedIssuedAt(db: Database, agencyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.agencyId, agencyId));
  return row?.createdAt ?? null;
}

/** A new secret for the agency; the previous one stops working at once. */
export async function issueFeedToken(
  db: Database,
  auth: AuthContext,
  now: Date,
): Promise<{ token: string; issuedAt: Date }> {
  const token = newUrlToken(32);
  const { agencyId } = auth;
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarFeeds)
      .values({ agencyId, tokenDigest: digest(token), createdAt: now })
      .onConflictDoUpdate({
        target: calendarFeeds.agencyId,
        set: { tokenDigest: digest(token), createdAt: now },
      });
    // The URL carries the secret: the trail says only that a new one was issued.
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'calendar_feed.issued',
      target: { type: 'calendar_feed', id: agencyId },
    });
  });
  return { token, issuedAt: now };
}

export async function agencyOfToken(
  db: Database,
  token: string,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(calendarFeeds)
    .innerJoin(agencies, eq(agencies.id, calendarFeeds.agencyId))
    .where(eq(calendarFeeds.tokenDigest, digest(token)));
  return row ?? null;
}

const joinLines = (...lines: (string | null | undefined | false)[]) =>
  lines.filter((line): line is string => typeof line === 'string' && line !== '').join('\n');

export async function feedItems(
  db: Database,
  agencyId: number,
  host: string,
  now: Date,
): Promise<IcsEvent[]> {
  const since = new Date(now.getTime() - HISTORY_MS);
  const entryRows = await db
    .select({
      entryId: eventEntries.id,
      status: eventEntries.status,
      entryUpdatedAt: eventEntries.updatedAt,
      event: events,
      companyName: hiringCompanies.name,
      ...applicantKanjiName,
    })
    .from(eventEntries)
    .innerJoin(events, eventOfEntry)
    .innerJoin(hiringCompanies, companyOfEvent)
    .innerJoin(candidates, candidateOfEntry)
    .leftJoin(applicants, applicantOfCandidate)
    .where(and(eq(eventEntries.agencyId, agencyId), gte(events.startAt, since)))
    .orderBy(events.startAt, eventEntries.id);
  const items: IcsEvent[] = entryRows.map((row) => {
    const { event } = row;
    const name = personName(row.seiKanji, row.meiKanji);
    const cancelled = row.status === EVENT_ENTRY_STATUS.CANCELED || event.cancelledAt !== null;
    const modified = latest(
      row.entryUpdatedAt,
      event.updatedAt,
      event.cancelledAt ?? event.updatedAt,
    );
    return {
      uid: `event-entry-${row.entryId}@${host}`,
      start: event.startAt,
      end: event.endAt,
      summary: `【${row.companyName}】${event.title}（${name}）`,
      location: [event.place, event.address].filter(Boolean).join(' '),
      description: joinLines(
        `候補者：${name}`,
        `状態：${event.cancelledAt ? '開催中止' : EVENT_ENTRY_STATUS_LABELS[row.status as EventEntryStatus]}`,
        event.content,
        event.googleMeetUrl && `Google Meet：${event.googleMeetUrl}`,
        event.msteamsMeetingUrl && `Microsoft Teams：${event.msteamsMeetingUrl}`,
        event.zoomJoinUrl && `Zoom：${event.zoomJoinUrl}`,
      ),
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      sequence: sequenceOf(modified),
      lastModified: modified,
    };
  });

  const interviewRows = await db
    .select({
      id: tentativeEvents.id,
      startAt: tentativeEvents.startAt,
      endAt: tentativeEvents.endAt,
      confirmedAt: tentativeEvents.confirmedAt,
      companyName: hiringCompanies.name,
      jobName: jobs.jobName,
      ...applicantKanjiName,
    })
    .from(tentativeEvents)
    .innerJoin(candidates, eq(candidates.id, tentativeEvents.candidateId))
    .leftJoin(applicants, applicantOfCandidate)
    .leftJoin(jobs, jobOfCandidate)
    .leftJoin(hiringCompanies, companyOfJob)
    .where(
      and(
        eq(candidates.agencyId, agencyId),
        isNotNull(tentativeEvents.confirmedAt),
        isNotNull(tentativeEvents.startAt),
        gte(tentativeEvents.startAt, since),
      ),
    )
    .orderBy(tentativeEvents.startAt, tentativeEvents.id);
  for (const row of interviewRows) {
    const start = row.startAt!;
    const name = personName(row.seiKanji, row.meiKanji);
    const confirmedAt = row.confirmedAt!;
    items.push({
      uid: `interview-${row.id}@${host}`,
      start,
      end: row.endAt ?? new Date(start.getTime() + 60 * 60 * 1000),
      summary: `【${row.companyName ?? ''}】面接（${name}）`,
      description: joinLines(
        `候補者：${name}`,
        row.jobName && `求人：${row.jobName}`,
        '日程調整で確定した面接',
      ),
      status: 'CONFIRMED',
      sequence: sequenceOf(confirmedAt),
      lastModified: confirmedAt,
    });
  }
  return items;
}
