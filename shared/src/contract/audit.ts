// Contract of the audit trail and the staff list (issue 22): the typed actions and their labels,
// the agency's whole trail (main account only; filtered, keyset-paged, exported as CSV), the
// history of one applicant or candidate, and the agency's staff accounts.
import { z } from '../zod';
import { AUDIT_ACTIONS } from './audit-labels';
import { id, idParams } from './common';
import { call, calls } from './define';

export {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_FIELD_LABELS,
  AUDIT_TARGET_LABELS,
  auditCsvFileName,
  auditFieldLabel,
  auditTargetLabel,
  type AuditAction,
  type AuditTargetType,
} from './audit-labels';

export const auditAction = z.enum(AUDIT_ACTIONS);

/** Who did it: a staff account of the agency, the hiring company (console) or the operator. */
export const auditActor = z.object({
  kind: z.enum(['account', 'company', 'operator']),
  accountId: z.number().nullable(),
  /** The staff member's name (or user ID), the company's name, or 運営. */
  name: z.string(),
  /** The name of the API token (API連携) the staff account's write came through; absent: a screen. */
  apiToken: z.string().nullable().optional(),
});

/** Plain values only: a summary never carries a password, a token or a hash. */
const summaryValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const summaryFields = z.record(z.string(), summaryValue);

export const auditEntry = z.object({
  id: z.number(),
  /** ISO 8601: when the write was committed (its transaction's time). */
  at: z.string(),
  action: auditAction,
  actor: auditActor,
  targetType: z.string(),
  targetId: z.number().nullable(),
  applicantId: z.number().nullable(),
  candidateId: z.number().nullable(),
  before: summaryFields.nullable(),
  after: summaryFields.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** 'YYYY-MM-DD', a day in Japan. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The trail's filters: staff, action and period (days in Japan, both included). */
export const auditFilter = z.object({
  accountId: id.optional(),
  action: auditAction.optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilter = z.infer<typeof auditFilter>;

export const AUDIT_PAGE_SIZE = 50;

export const auditPageQuery = auditFilter.extend({
  /** The nextCursor of the previous page. */
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(100).optional(),
});

export const auditPage = z.object({
  records: z.array(auditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

export const staffMember = z.object({
  id: z.number(),
  kind: z.enum(['main', 'sub']),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

const historyQuery = z.object({ cursor: z.string().max(100).optional() });

export const auditCalls = calls('操作履歴 (audit)', {
  'GET /audit-records': call({
    refusals: [403],
    summary: "操作履歴: the agency's whole trail, newest first (main account only; 403 otherwise)",
    query: auditPageQuery,
    response: auditPage,
  }),
  'GET /audit-records/export': call({
    refusals: [403],
    summary: '操作履歴のCSV (UTF-8 with BOM), with the same filters (main account only)',
    query: auditFilter,
    answer: 'binary',
    contentType: 'text/csv',
  }),
  'GET /applicants/{id}/history': call({
    summary: "履歴: an applicant's records and those of their referrals, newest first",
    params: idParams,
    query: historyQuery,
    response: auditPage,
  }),
  'GET /candidates/{id}/history': call({
    summary: "履歴: a candidate's (referral's) records, newest first",
    params: idParams,
    query: historyQuery,
    response: auditPage,
  }),
  'GET /settings/staff': call({
    operationId: 'listStaff',
    refusals: [403],
    summary: "スタッフ: the agency's main account and sub-accounts (main account only)",
    response: z.array(staffMember),
  }),
});
