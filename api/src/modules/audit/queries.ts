// Reading the audit trail: one keyset-paged query (newest first on created_at, id) for the
// agency's whole trail with its filters and for one applicant's or candidate's history, the CSV
// export (pages of the same query), and the agency's staff accounts.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { auditActorText, auditSummaryText } from '@portal/shared/audit-format';
import {
  AUDIT_ACTION_LABELS,
  auditTargetLabel,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  type StaffMember,
} from '@portal/shared/contract/audit';
import { toCsv, type CsvValue } from '@portal/shared/csv';
import { formatDateTimeSeconds } from '@portal/shared/format';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/agencies';
import { auditRecords } from '../../db/schema/audit';
import { hiringCompanies } from '../../db/schema/companies';
import { HttpError } from '../../plugins/http-errors';
import type { AuthContext } from '../../plugins/auth-guard';
import { addDays, parseTokyo } from '@portal/shared/tokyo-time';

export const MAIN_ONLY_MESSAGE = 'この機能はメインアカウントのみ利用できます。';
export const OPERATOR_NAME = '運営';

/** The staff member's name as shown: the name, else the user ID. */
export const staffName = sql<string>`coalesce(nullif(${accounts.name}, ''), ${accounts.userId})`;

/** 403 unless the session's account is the agency's main account. */
export async function assertMainAccount(db: Database, auth: AuthContext): Promise<void> {
  const [row] = await db
    .select({ kind: accounts.kind })
    .from(accounts)
    .where(and(eq(accounts.id, auth.accountId), eq(accounts.agencyId, auth.agencyId)));
  if (row?.kind !== 'main') throw new HttpError(403, MAIN_ONLY_MESSAGE);
}

/** The cursor: the last row's exact created_at (microseconds, as text) and id. */
const encodeCursor = (at: string, id: number) =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

function decodeCursor(cursor: string | undefined): [string, number] | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && Number.isSafeInteger(id)) {
      return [at, id as number];
    }
  } catch {
    // An unreadable cursor starts from the newest, like none.
  }
  return null;
}

/** The first instant of a Tokyo day ('YYYY-MM-DD'), as the ISO text the query compares. */
const tokyoDayStart = (day: string) => parseTokyo(day)?.toISOString() ?? day;
const nextDay = (day: string) => addDays(day, 1);

export interface AuditScope {
  agencyId: number;
  filter?: AuditFilter;
  applicantId?: number;
  candidateId?: number;
}

function conditions(scope: AuditScope): SQL[] {
  const { filter = {} } = scope;
  return [
    eq(auditRecords.agencyId, scope.agencyId),
    ...(scope.applicantId !== undefined ? [eq(auditRecords.applicantId, scope.applicantId)] : []),
    ...(scope.candidateId !== undefined ? [eq(auditRecords.candidateId, scope.candidateId)] : []),
    ...(filter.accountId !== undefined ? [eq(auditRecords.actorAccountId, filter.accountId)] : []),
    ...(filter.action ? [eq(auditRecords.action, filter.action)] : []),
    ...(filter.from
      ? [sql`${auditRecords.createdAt} >= ${tokyoDayStart(filter.from)}::timestamptz`]
      : []),
    ...(filter.to
      ? [sql`${auditRecords.createdAt} < ${tokyoDayStart(nextDay(filter.to))}::timestamptz`]
      : []),
  ];
}

type Summary = Record<string, string | number | boolean | null>;

export async function auditPage(
  db: Database,
  scope: AuditScope,
  page: { cursor?: string; limit: number },
): Promise<AuditPage> {
  const after = decodeCursor(page.cursor);
  const rows = await db
    .select({
      id: auditRecords.id,
      at: sql<string>`to_char(${auditRecords.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      action: auditRecords.action,
      actorKind: auditRecords.actorKind,
      actorAccountId: auditRecords.actorAccountId,
      actorApiToken: auditRecords.actorApiToken,
      accountName: staffName,
      companyName: hiringCompanies.name,
      targetType: auditRecords.targetType,
      targetId: auditRecords.targetId,
      applicantId: auditRecords.applicantId,
      candidateId: auditRecords.candidateId,
      summary: auditRecords.summary,
    })
    .from(auditRecords)
    .leftJoin(accounts, eq(accounts.id, auditRecords.actorAccountId))
    .leftJoin(hiringCompanies, eq(hiringCompanies.id, auditRecords.actorCompanyId))
    .where(
      and(
        ...conditions(scope),
        after
          ? sql`(${auditRecords.createdAt}, ${auditRecords.id}) < (${after[0]}::timestamptz, ${after[1]})`
          : undefined,
      ),
    )
    .orderBy(desc(auditRecords.createdAt), desc(auditRecords.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  const records: AuditEntry[] = shown.map((row) => {
    const summary = row.summary as { before?: Summary; after?: Summary };
    return {
      id: row.id,
      at: row.at,
      action: row.action as AuditEntry['action'],
      actor: {
        kind: row.actorKind,
        accountId: row.actorAccountId,
        name:
          row.actorKind === 'account'
            ? (row.accountName ?? '（削除されたアカウント）')
            : row.actorKind === 'company'
              ? (row.companyName ?? '企業')
              : OPERATOR_NAME,
        apiToken: row.actorApiToken,
      },
      targetType: row.targetType,
      targetId: row.targetId,
      applicantId: row.applicantId,
      candidateId: row.candidateId,
      before: summary.before ?? null,
      after: summary.after ?? null,
    };
  });
  const last = shown.at(-1);
  return { records, nextCursor: more && last ? encodeCursor(last.at, last.id) : null };
}

const CSV_HEADER = [
  '日時',
  '操作者',
  '操作',
  '対象',
  '対象ID',
  '求職者ID',
  '候補者ID',
  '変更前',
  '変更後',
];

/**
 * The filtered trail as CSV, by the one CSV writer (UTF-8 with a BOM and CRLF, so Excel opens it
 * as it is; formula-looking cells made plain), its values read as on the screen (audit-format).
 */
export async function auditCsv(db: Database, scope: AuditScope): Promise<Buffer> {
  const records: CsvValue[][] = [CSV_HEADER];
  let cursor: string | undefined;
  do {
    const page = await auditPage(db, scope, { cursor, limit: 1000 });
    for (const record of page.records) {
      records.push([
        formatDateTimeSeconds(record.at),
        auditActorText(record.actor),
        AUDIT_ACTION_LABELS[record.action] ?? record.action,
        auditTargetLabel(record.targetType),
        record.targetId,
        record.applicantId,
        record.candidateId,
        auditSummaryText(record.before, record.targetType),
        auditSummaryText(record.after, record.targetType),
      ]);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return Buffer.from(toCsv(records), 'utf8');
}

export async function staffOf(db: Database, agencyId: number): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: accounts.id,
      kind: accounts.kind,
      userId: accounts.userId,
      name: accounts.name,
      email: accounts.email,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.agencyId, agencyId))
    .orderBy(asc(sql`${accounts.kind} <> 'main'`), asc(accounts.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
