// Seeds the calendar of every site (demo-events.ts): events of the demo companies, candidates of
// the demo agency reserved on some of them, and — only where the rest of the seed left a company
// with fewer than three candidates of the demo agency on a site — a few demo candidates to
// reserve. Idempotent: a site that already has events is left alone; people are found by e-mail.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SiteId } from '@portal/shared/contract';
import type { Database } from '../db/client';
import { applicants, candidates } from '../db/schema/applicants';
import { eventEntries, events } from '../db/schema/events';
import { jobs } from '../db/schema/jobs';
import { DEMO_COMPANIES, SEED_SITE_IDS } from './demo-data';
import {
  DEMO_EVENT_APPLICANTS,
  DEMO_EVENTS,
  MIN_DEMO_CANDIDATES_PER_COMPANY,
  type DemoEvent,
} from './demo-events';
import type { SeededIds } from './seed';
import { PERMIT_MATCHING_STATUS, SELECTION_STATUS } from '@portal/shared/enums';

const tokyo = (local: string) => new Date(`${local}:00+09:00`);
const ONLINE_URLS = {
  meet: { googleMeetUrl: 'https://meet.google.com/abc-defg-hij' },
  teams: { msteamsMeetingUrl: 'https://teams.microsoft.com/l/meetup-join/demo-portal-2026' },
  zoom: { zoomJoinUrl: 'https://zoom.us/j/81234567890' },
} as const;

async function jobOf(db: Database, companyId: number, siteId: SiteId, name: string) {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.siteId, siteId)))
    .orderBy(asc(jobs.id))
    .limit(1);
  if (job) return job.id;
  const [created] = await db
    .insert(jobs)
    .values({ companyId, siteId, jobName: name, jobCategory: name, area: '東京都' })
    .returning({ id: jobs.id });
  return created.id;
}

async function demoApplicantIds(db: Database, agencyId: number, siteId: SiteId) {
  const ids: number[] = [];
  for (const [index, person] of DEMO_EVENT_APPLICANTS.entries()) {
    const email = `event-demo-${index + 1}.${siteId}@student.example`;
    const [existing] = await db
      .select({ id: applicants.id })
      .from(applicants)
      .where(and(eq(applicants.agencyId, agencyId), eq(applicants.email, email)));
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const [created] = await db
      .insert(applicants)
      .values({ ...person, agencyId, siteId, email, phone: `080-4100-${String(1001 + index)}` })
      .returning({ id: applicants.id });
    ids.push(created.id);
  }
  return ids;
}

/** The demo agency's candidates on the company's jobs of the site, topped up to three. */
async function candidatesOf(db: Database, ids: SeededIds, siteId: SiteId, companyKey: string) {
  const company = DEMO_COMPANIES.find((c) => c.key === companyKey)!;
  const companyId = ids.companyIds.get(companyKey)!;
  const jobId = await jobOf(db, companyId, siteId, company.jobName);
  const companyJobs = db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId));
  const list = () =>
    db
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.agencyId, ids.demoAgencyId),
          eq(candidates.siteId, siteId),
          inArray(candidates.jobId, companyJobs),
        ),
      )
      .orderBy(asc(candidates.id));
  let rows = await list();
  if (rows.length < MIN_DEMO_CANDIDATES_PER_COMPANY) {
    const applicantIds = await demoApplicantIds(db, ids.demoAgencyId, siteId);
    await db.insert(candidates).values(
      applicantIds.map((applicantId) => ({
        applicantId,
        jobId,
        agencyId: ids.demoAgencyId,
        siteId,
        specialSelectionStatus: SELECTION_STATUS.IN_SELECTION,
        selectionStepName: '説明会',
      })),
    );
    rows = await list();
  }
  return rows.map((row) => row.id);
}

function eventValues(template: DemoEvent, companyId: number, siteId: SiteId) {
  const start = tokyo(template.start);
  return {
    companyId,
    siteId,
    title: siteId === 'mid' ? (template.midTitle ?? template.title) : template.title,
    startAt: start,
    endAt: new Date(start.getTime() + template.minutes * 60_000),
    place: template.place,
    address: template.address ?? '',
    capacity: template.capacity,
    content: template.content,
    reservationDeadlineAt: template.reservationDeadline
      ? tokyo(template.reservationDeadline)
      : null,
    cancelDeadlineAt: template.cancelDeadline ? tokyo(template.cancelDeadline) : null,
    reserveAlertContent: template.reserveAlert ?? null,
    cancelAlertContent: template.cancelAlert ?? null,
    ...(template.online ? ONLINE_URLS[template.online] : {}),
  };
}

export async function seedEvents(db: Database, ids: SeededIds): Promise<void> {
  for (const siteId of SEED_SITE_IDS) {
    // Other seeds add events of their own (a candidate's history): look for ours, not for any.
    const marker = eventValues(
      DEMO_EVENTS[0],
      ids.companyIds.get(DEMO_EVENTS[0].companyKey)!,
      siteId,
    );
    const seeded = and(eq(events.siteId, siteId), eq(events.title, marker.title));
    if ((await db.$count(events, seeded)) > 0) continue;
    for (const template of DEMO_EVENTS) {
      const companyId = ids.companyIds.get(template.companyKey)!;
      const [event] = await db
        .insert(events)
        .values(eventValues(template, companyId, siteId))
        .returning({ id: events.id });
      if (!template.entries?.length) continue;
      const pool = await candidatesOf(db, ids, siteId, template.companyKey);
      await db.insert(eventEntries).values(
        template.entries.map((entry) => ({
          eventId: event.id,
          candidateId: pool[entry.candidate % pool.length],
          agencyId: ids.demoAgencyId,
          status: entry.status,
        })),
      );
    }
    // Every matched company has people to reserve, also where no demo entry needed them.
    for (const company of DEMO_COMPANIES.filter(
      (c) => c.demoStatus === PERMIT_MATCHING_STATUS.MATCHED,
    )) {
      await candidatesOf(db, ids, siteId, company.key);
    }
  }
}
