// The one way to write the audit trail (issue 22): `recordAudit(tx, …)` inside the transaction of
// the change it records, so either both are committed or neither. Who: the logged-in staff
// account (`byAccount(auth)`), the hiring company of a console action (`byCompany(…)`), or the
// operator. The before/after summary keeps plain values and drops anything secret by its name.
import type { AuditAction, AuditTargetType } from '@portal/shared/contract/audit';
import { insertAuditRecords, type Writer } from './record-queries';

// A target type is one of the shared labels' keys (対象 on the screens and in the CSV).
export type { AuditAction, AuditTargetType };

export type { Writer };

export type AuditActor =
  | { kind: 'account'; accountId: number; apiToken?: string | null }
  | { kind: 'company'; companyId: number }
  | { kind: 'operator' };

export type SummaryValue = string | number | boolean | null;
export type Summary = Record<string, SummaryValue>;

export interface AuditInput {
  agencyId: number;
  siteId?: string | null;
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id?: number | null };
  /** For the applicant's and candidate's history pages. */
  applicantId?: number | null;
  candidateId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The logged-in staff account of a request (and the API token it came through, if any). */
export const byAccount = (auth: {
  accountId: number;
  apiToken?: { name: string } | null;
}): AuditActor => ({
  kind: 'account',
  accountId: auth.accountId,
  apiToken: auth.apiToken?.name ?? null,
});
export const byCompany = (companyId: number): AuditActor => ({ kind: 'company', companyId });
export const byOperator: AuditActor = { kind: 'operator' };

/** Field names that never enter the trail, whatever the caller passes. */
const SECRET = /password|passcode|token|hash|secret|digest|code$|cookie|session/i;
const MAX_TEXT = 200;

function plain(value: unknown): SummaryValue | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return plain(value.map((item) => plain(item) ?? '').join(', '));
  return undefined;
}

/** Plain values of the non-secret fields (nested objects are left out). */
export function summarise(fields: Record<string, unknown> | null | undefined): Summary | null {
  if (!fields) return null;
  const summary: Summary = {};
  for (const [key, value] of Object.entries(fields)) {
    if (SECRET.test(key)) continue;
    const kept = plain(value);
    if (kept !== undefined) summary[key] = kept;
  }
  return summary;
}

/** Only the fields whose value changed, before and after. */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Summary; after: Summary } {
  const was = summarise(before) ?? {};
  const now = summarise(after) ?? {};
  const keys = Object.keys(now).filter((key) => was[key] !== now[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, was[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, now[key]])),
  };
}

export async function recordAudit(tx: Writer, input: AuditInput): Promise<void> {
  await recordAudits(tx, [input]);
}

export async function recordAudits(tx: Writer, inputs: AuditInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await insertAuditRecords(
    tx,
    inputs.map((input) => {
      const before = summarise(input.before);
      const after = summarise(input.after);
      return {
        agencyId: input.agencyId,
        siteId: input.siteId ?? null,
        actorKind: input.actor.kind,
        actorAccountId: input.actor.kind === 'account' ? input.actor.accountId : null,
        actorCompanyId: input.actor.kind === 'company' ? input.actor.companyId : null,
        actorApiToken: input.actor.kind === 'account' ? (input.actor.apiToken ?? null) : null,
        action: input.action,
        targetType: input.target.type,
        targetId: input.target.id ?? null,
        applicantId: input.applicantId ?? null,
        candidateId: input.candidateId ?? null,
        summary: { ...(before ? { before } : {}), ...(after ? { after } : {}) },
      };
    }),
  );
}

/** The audit fields of a logged-in agency request. */
export const auditOf = (auth: {
  accountId: number;
  agencyId: number;
  siteId: string;
  apiToken?: { name: string } | null;
}) => ({
  agencyId: auth.agencyId,
  siteId: auth.siteId,
  actor: byAccount(auth),
});

/** The audit fields of an agency request about one candidate (shown in both histories). */
export const aboutCandidate = (
  auth: { accountId: number; agencyId: number; siteId: string; apiToken?: { name: string } | null },
  candidate: { id: number; applicantId: number | null },
) => ({ ...auditOf(auth), applicantId: candidate.applicantId, candidateId: candidate.id });
