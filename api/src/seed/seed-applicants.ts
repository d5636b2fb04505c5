// Seeds the demo applicants (demo-applicants.ts) and their referrals on every site, and the
// optional scale seed (SEED_SCALE=10000: the demo agency gets that many applicants with a
// referral each on site SEED_SCALE_SITE, default 25), written in batches.
// Jobs: the site's existing jobs of the demo agency's MATCHED companies (seeded by the jobs
// seed); one job per such company is created only when a site has none, so this seed does not
// depend on which seed ran first and writes the same rows every time.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SiteId } from '@portal/shared/contract';
import type { Database } from '../db/client';
import { agencies } from '../db/schema/agencies';
import { applicants, candidates } from '../db/schema/applicants';
import { candidateMessages, evaluationItems, evaluations } from '../db/schema/candidate-activity';
import { agencyCompanyLinks, hiringCompanies } from '../db/schema/companies';
import { eventEntries, events, tentativeEventComments, tentativeEvents } from '../db/schema/events';
import { jobs } from '../db/schema/jobs';
import {
  DEMO_APPLICANTS,
  DEMO_BASE_DATE,
  scaleApplicant,
  type DemoReferral,
} from './demo-applicants';
import { DEMO_AGENCY, SEED_SITE_IDS } from './demo-data';
import { PERMIT_MATCHING_STATUS } from '@portal/shared/enums';

const DAY = 24 * 60 * 60 * 1000;
const base = new Date(DEMO_BASE_DATE).getTime();
const at = (days: number, hour: number) => new Date(base + days * DAY + hour * 60 * 60 * 1000);

export async function siteJobs(db: Database, agencyId: number, siteId: SiteId) {
  const matched = db
    .select({ companyId: agencyCompanyLinks.companyId })
    .from(agencyCompanyLinks)
    .where(
      and(
        eq(agencyCompanyLinks.agencyId, agencyId),
        eq(agencyCompanyLinks.status, PERMIT_MATCHING_STATUS.MATCHED),
      ),
    );
  const find = () =>
    db
      .select({ id: jobs.id, companyId: jobs.companyId })
      .from(jobs)
      .where(and(eq(jobs.siteId, siteId), sql`${jobs.companyId} in ${matched}`))
      .orderBy(asc(jobs.id));
  const found = await find();
  if (found.length) return found;
  const companies = await db
    .select({ id: hiringCompanies.id, name: hiringCompanies.name })
    .from(hiringCompanies)
    .where(sql`${hiringCompanies.id} in ${matched}`)
    .orderBy(asc(hiringCompanies.id));
  if (!companies.length) return [];
  await db.insert(jobs).values(
    companies.map((company) => ({
      companyId: company.id,
      siteId,
      jobName: `${company.name} 総合職`,
      area: '東京都',
    })),
  );
  return find();
}

async function seedReferral(
  db: Database,
  ids: { agencyId: number; accountId: number; applicantId: number; siteId: SiteId },
  job: { id: number; companyId: number },
  referral: DemoReferral,
) {
  const [candidate] = await db
    .insert(candidates)
    .values({
      applicantId: ids.applicantId,
      jobId: job.id,
      agencyId: ids.agencyId,
      siteId: ids.siteId,
      specialSelectionStatus: referral.status,
      selectionStepName: referral.step ?? null,
      isCandidate: referral.isCandidate ?? true,
      isTmpCandidate: referral.tmp ?? false,
      isTmpCandidateDiscarded: referral.discarded ?? false,
    })
    .returning({ id: candidates.id });
  for (const message of referral.messages ?? []) {
    const fromAgency = message.from === 'agency';
    await db.insert(candidateMessages).values({
      candidateId: candidate.id,
      senderType: fromAgency ? 'introduction_company' : 'job_company',
      senderAccountId: fromAgency ? ids.accountId : null,
      content: message.content,
      createdAt: new Date(message.at),
      // Read already: the sidebar's unread count stays the one the badge tests describe.
      readByAgencyAt: fromAgency ? null : new Date(message.at),
    });
  }
  if (referral.evaluation) {
    const [evaluation] = await db
      .insert(evaluations)
      .values({
        candidateId: candidate.id,
        stepName: '一次面接',
        evaluatorName: '人事部 採用担当 小川',
        evaluationStage: 'A',
        evaluationFree: '受け答えが明確で、志望動機にも一貫性がありました。次の選考に進めます。',
      })
      .returning({ id: evaluations.id });
    await db.insert(evaluationItems).values([
      {
        evaluationId: evaluation.id,
        itemName: 'コミュニケーション',
        value: '5',
        comment: '結論から話せている',
        sortOrder: 0,
      },
      {
        evaluationId: evaluation.id,
        itemName: '論理的思考',
        value: '4',
        comment: '',
        sortOrder: 1,
      },
      {
        evaluationId: evaluation.id,
        itemName: '志望度',
        value: '4',
        comment: '業界研究が十分',
        sortOrder: 2,
      },
    ]);
  }
  if (referral.tentativeDays?.length) {
    await db.insert(tentativeEvents).values(
      referral.tentativeDays.flatMap((day) => [
        { candidateId: candidate.id, startAt: at(day, 10), endAt: at(day, 11) },
        { candidateId: candidate.id, startAt: at(day, 14), endAt: at(day, 15) },
      ]),
    );
    await db.insert(tentativeEventComments).values({
      candidateId: candidate.id,
      comment: '二次面接の候補日程です。ご都合のよい日時をお選びください。',
    });
  }
  for (const [day, status, title] of referral.history ?? []) {
    const [event] = await db
      .insert(events)
      .values({
        companyId: job.companyId,
        siteId: ids.siteId,
        title,
        startAt: at(day, 13),
        endAt: at(day, 14),
        capacity: 10,
        place: '本社 8階 会議室',
        address: '東京都千代田区丸の内1-1-1',
        googleMeetUrl: status === 1 ? 'https://meet.google.com/abc-defg-hij' : null,
      })
      .returning({ id: events.id });
    await db
      .insert(eventEntries)
      .values({ eventId: event.id, candidateId: candidate.id, agencyId: ids.agencyId, status });
  }
}

export async function seedApplicants(
  db: Database,
  ids: { demoAgencyId: number; demoAccountId: number },
) {
  for (const siteId of SEED_SITE_IDS) {
    const siteJobList = await siteJobs(db, ids.demoAgencyId, siteId);
    for (const demo of DEMO_APPLICANTS) {
      const { referrals, ...payload } = demo;
      const [applicant] = await db
        .insert(applicants)
        .values({ ...payload, agencyId: ids.demoAgencyId, siteId })
        .returning({ id: applicants.id });
      if (!siteJobList.length) continue;
      for (const referral of referrals) {
        const job = siteJobList[referral.job % siteJobList.length];
        const context = {
          agencyId: ids.demoAgencyId,
          accountId: ids.demoAccountId,
          applicantId: applicant.id,
          siteId,
        };
        await seedReferral(db, context, job, referral);
      }
    }
  }
}

const BATCH = 1000;

/** Tops the demo agency up to SEED_SCALE applicants on one site (idempotent: counts first). */
export async function seedApplicantScale(db: Database, env = process.env): Promise<number> {
  const target = Number(env.SEED_SCALE ?? 0);
  if (!Number.isInteger(target) || target <= 0) return 0;
  const siteId = (env.SEED_SCALE_SITE ?? '25') as SiteId;
  const [agency] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.name, DEMO_AGENCY.name));
  if (!agency) return 0;
  const existing = await db.$count(
    applicants,
    and(eq(applicants.agencyId, agency.id), eq(applicants.siteId, siteId)),
  );
  const siteJobList = await siteJobs(db, agency.id, siteId);
  let added = 0;
  for (let n = existing; n < target; n += BATCH) {
    const count = Math.min(BATCH, target - n);
    const rows = await db
      .insert(applicants)
      .values(
        Array.from({ length: count }, (_, i) => ({
          ...scaleApplicant(n + i),
          agencyId: agency.id,
          siteId,
        })),
      )
      .returning({ id: applicants.id });
    if (siteJobList.length) {
      await db.insert(candidates).values(
        rows.map((row, i) => ({
          applicantId: row.id,
          jobId: siteJobList[(n + i) % siteJobList.length].id,
          agencyId: agency.id,
          siteId,
          specialSelectionStatus: ((n + i) % 8) + 1,
          selectionStepName: (n + i) % 8 === 1 ? '一次面接' : null,
        })),
      );
    }
    added += count;
  }
  // Fresh statistics after a bulk load, so the planner uses the indexes of the list query.
  // One statement per call: PGlite runs execute() as a prepared statement, which takes one.
  if (added) {
    await db.execute(sql`analyze applicants`);
    await db.execute(sql`analyze candidates`);
  }
  return added;
}
