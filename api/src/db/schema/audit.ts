// The audit trail (issue 22): one append-only row per write, recorded in the write's transaction
// (api/src/audit/). Triggers refuse UPDATE, DELETE and TRUNCATE (migration 0007). Kept out of the
// demo clock's tables on purpose: it never rewrites the trail.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const AUDIT_ACTOR_KINDS = ['account', 'company', 'operator'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const auditRecords = pgTable(
  'audit_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: integer('agency_id').notNull(),
    siteId: text('site_id'),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorAccountId: integer('actor_account_id'),
    actorCompanyId: integer('actor_company_id'),
    /** The name of the API token (API連携) a staff account's write came through, as it was then. */
    actorApiToken: text('actor_api_token'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    applicantId: integer('applicant_id'),
    candidateId: integer('candidate_id'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_records_agency_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    index('audit_records_actor_idx').on(
      t.agencyId,
      t.actorAccountId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('audit_records_action_idx').on(t.agencyId, t.action, t.createdAt.desc(), t.id.desc()),
    index('audit_records_applicant_idx')
      .on(t.applicantId, t.id.desc())
      .where(sql`${t.applicantId} is not null`),
    index('audit_records_candidate_idx')
      .on(t.candidateId, t.id.desc())
      .where(sql`${t.candidateId} is not null`),
    check(
      'audit_records_actor_check',
      sql`(${t.actorKind} = 'account' and ${t.actorAccountId} is not null) or (${t.actorKind} = 'company' and ${t.actorCompanyId} is not null) or ${t.actorKind} = 'operator'`,
    ),
  ],
);
