// The four sidebar counts, computed from the tables they describe.
import { and, eq, exists, gt, inArray, isNull, lt, ne, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SidebarBadges } from '@portal/shared/contract/sidebar';
import type { Database } from '../../db/client';
import { rowsWhere } from '../../db/exists-queries';
import { ownedBy } from '../../db/owned-queries';
import { candidates } from '../../db/schema/applicants';
import { bulkImports } from '../../db/schema/bulk-imports';
import { candidateMessages } from '../../db/schema/candidate-activity';
import { chatMessages, chatThreads } from '../../db/schema/chat';
import { tasks } from '../../db/schema/dashboard';
import { agencyCompanyLinks } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import type { AuthContext } from '../../plugins/auth-guard';
import { IMPORT_FLAG, PERMIT_MATCHING_STATUS } from '@portal/shared/enums';
import { visibleJobs } from '../jobs/access-queries';

/** Import flags that need the agency's attention. */
const FLAGS_NEEDING_ATTENTION = [IMPORT_FLAG.PARTIALLY_FAILED, IMPORT_FLAG.UNEXPECTED_ERROR];

function countUnreadThreads(db: Database, auth: AuthContext) {
  const unreadCompanyMessage = rowsWhere(
    db,
    chatMessages,
    and(
      eq(chatMessages.threadId, chatThreads.id),
      ne(chatMessages.senderType, 'introduction_company'),
      or(isNull(chatThreads.agencyReadAt), gt(chatMessages.createdAt, chatThreads.agencyReadAt)),
    ),
  );
  return db.$count(chatThreads, and(ownedBy(chatThreads, auth), exists(unreadCompanyMessage)));
}

/** Jobs of linked companies whose latest, not cleared bulk import of this agency needs attention. */
function countImportedJobs(db: Database, auth: AuthContext) {
  const newer = alias(bulkImports, 'newer_import');
  const newerImport = rowsWhere(
    db,
    newer,
    and(
      eq(newer.jobId, bulkImports.jobId),
      eq(newer.agencyId, bulkImports.agencyId),
      gt(newer.id, bulkImports.id),
    ),
  );
  const latestImportNeedsAttention = rowsWhere(
    db,
    bulkImports,
    and(
      eq(bulkImports.jobId, jobs.id),
      eq(bulkImports.agencyId, auth.agencyId),
      isNull(bulkImports.historyClearedAt),
      inArray(bulkImports.importFlag, FLAGS_NEEDING_ATTENTION),
      notExists(newerImport),
    ),
  );
  return db.$count(jobs, and(visibleJobs(auth), exists(latestImportNeedsAttention)));
}

function countCandidatesWithUnreadMessages(db: Database, auth: AuthContext) {
  const unreadCompanyMessage = rowsWhere(
    db,
    candidateMessages,
    and(
      eq(candidateMessages.candidateId, candidates.id),
      ne(candidateMessages.senderType, 'introduction_company'),
      isNull(candidateMessages.readByAgencyAt),
    ),
  );
  return db.$count(candidates, and(ownedBy(candidates, auth), exists(unreadCompanyMessage)));
}

/** Links are per agency, not per site: a company awaiting linking shows on every site. */
function countUnmatchedCompanies(db: Database, auth: AuthContext) {
  return db.$count(
    agencyCompanyLinks,
    and(
      eq(agencyCompanyLinks.agencyId, auth.agencyId),
      eq(agencyCompanyLinks.status, PERMIT_MATCHING_STATUS.UNMATCHED),
    ),
  );
}

/** Issue 29: my open tasks past their due time. */
function countOverdueTasks(db: Database, auth: AuthContext, now: Date) {
  return db.$count(
    tasks,
    and(
      ownedBy(tasks, auth),
      eq(tasks.ownerAccountId, auth.accountId),
      isNull(tasks.completedAt),
      lt(tasks.dueAt, now),
    ),
  );
}

export async function sidebarBadges(
  db: Database,
  auth: AuthContext,
  now: Date = new Date(),
): Promise<SidebarBadges> {
  // Sequential on purpose: PGlite has one connection and would serialise them anyway.
  const unreadThread = await countUnreadThreads(db, auth);
  const importedJob = await countImportedJobs(db, auth);
  const unreadCandidateThread = await countCandidatesWithUnreadMessages(db, auth);
  const unmatchedCompany = await countUnmatchedCompanies(db, auth);
  const overdueTask = await countOverdueTasks(db, auth, now);
  return { unreadThread, importedJob, unreadCandidateThread, unmatchedCompany, overdueTask };
}
