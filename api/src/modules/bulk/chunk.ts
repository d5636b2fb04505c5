// Applies one chunk of CSV rows in ONE transaction: each row is checked against the job's fields,
// linked to the agency's applicant with the same phone and e-mail (or a new one) and referred;
// failed rows keep their row number and a Japanese reason. Every row whose person may be another
// applicant of the agency (name+phone, name+e-mail or phone alone: chunk-queries.ts) is flagged
// with them, and each row's result keeps its name and school for the result list. The row results are written in the
// same transaction under a unique (import, row key): a chunk is applied entirely or not at all,
// and never twice.
import { createHash } from 'node:crypto';
import type { BulkPossibleDuplicate } from '@portal/shared/contract/bulk';
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { byAccount, byOperator, recordAudits } from '../../audit/record';
import type { AuthContext } from '../../plugins/auth-guard';
import {
  checkAnswers,
  identityErrors,
  identityFields,
  identityOf,
  type PlainAnswer,
} from '../referrals/answers';
import {
  ALREADY_REFERRED_MESSAGE,
  candidateLockKey,
  personKey,
  type Tx,
} from '../referrals/refer-service';
import { referredApplicants } from '../referrals/refer-queries';
import {
  applicantsFor,
  insertCandidateAnswers,
  insertCandidates,
  insertFailedCandidates,
  insertRowResults,
  lockAll,
  possibleDuplicatesOf,
  type ProbeIdentity,
} from './chunk-queries';
import { CSV_SKIPPED_TYPES, splitChoices, type CsvRow } from './csv';
import { readRow, type CellNote } from './spreadsheet-cells';

export interface ChunkContext {
  importId: number;
  jobId: number;
  auth: AuthContext;
  fields: EntryFormField[];
  now: Date;
}

interface RowOutcome {
  row: CsvRow;
  /** The cells as read by their fields (spreadsheet-cells.ts): what was checked. */
  read: Record<string, string>;
  /** The cells read differently from what was typed. */
  notes: CellNote[];
  answers?: Map<string, PlainAnswer>;
  ngMessage?: string;
  candidateId?: number;
  /** The existing applicant the row was linked to (phone and e-mail keys). */
  linkedApplicantId?: number;
  /** Another applicant this row's person may be. */
  possibleDuplicate?: BulkPossibleDuplicate;
}

/** What a row holds of the person, as typed (the checked answers when the row is good). */
function identityOfRow(outcome: RowOutcome): ProbeIdentity {
  if (outcome.answers) return identityOf(outcome.answers);
  return identityFields((key) => outcome.read[key] ?? '');
}

const nameOf = (row: CsvRow) => `${row.values.seiKanji ?? ''} ${row.values.meiKanji ?? ''}`.trim();

export const rowKey = (row: CsvRow) =>
  `${row.rowNumber}:${createHash('sha1').update(JSON.stringify(row.values)).digest('hex').slice(0, 16)}`;

function checkRow(fields: EntryFormField[], row: CsvRow): RowOutcome {
  // Read as the user typed it: a phone or postal code that lost its zero, spreadsheet dates,
  // full-width digits. The row's key stays that of the cells as uploaded.
  const { values: read, notes } = readRow(fields, row.values);
  const raw: Record<string, string | string[]> = { ...read };
  for (const field of fields) {
    if (field.answerType === ANSWER_TYPE.CHECKBOX && raw[field.key] !== undefined) {
      raw[field.key] = splitChoices(String(raw[field.key]), field.answerLabel);
    }
  }
  const checked = checkAnswers(fields, raw, [], { skipTypes: CSV_SKIPPED_TYPES });
  const errors = { ...identityErrors(checked.answers), ...checked.errors };
  const labels = new Map(fields.map((f) => [f.key, f.label]));
  const problems = Object.entries(errors).map(
    ([key, messages]) => `${labels.get(key) ?? key}：${messages[0]}`,
  );
  return problems.length
    ? { row, read, notes, ngMessage: problems.join(' / ') }
    : { row, read, notes, answers: checked.answers };
}

export async function applyChunk(tx: Tx, context: ChunkContext, rows: CsvRow[]): Promise<number> {
  const { auth, jobId } = context;
  const outcomes = rows.map((row) => checkRow(context.fields, row));
  const good = outcomes.filter((o) => o.answers);
  const { ids: applicantIds, existing } = await applicantsFor(tx, auth, good);
  const personOf = (o: RowOutcome) => {
    const identity = identityOf(o.answers!);
    return personKey(auth, identity.phone, identity.email);
  };
  const keyOf = (o: RowOutcome) => applicantIds.get(personOf(o))!;
  for (const outcome of good) {
    if (existing.has(personOf(outcome))) outcome.linkedApplicantId = keyOf(outcome);
  }
  const flagged = await possibleDuplicatesOf(
    tx,
    auth,
    outcomes.map((o) => ({
      identity: identityOfRow(o),
      ownApplicantId: o.answers ? keyOf(o) : null,
    })),
  );
  outcomes.forEach((o, i) => (o.possibleDuplicate = flagged.get(i)));
  const wanted = [...new Set(good.map(keyOf))];
  await lockAll(
    tx,
    wanted.map((id) => candidateLockKey(id, jobId)),
  );
  const referred = new Set(
    wanted.length
      ? (await referredApplicants(tx, jobId, auth.agencyId, wanted)).map((row) => row.applicantId)
      : [],
  );
  const toInsert: { outcome: RowOutcome; applicantId: number }[] = [];
  for (const outcome of good) {
    const applicantId = keyOf(outcome);
    if (referred.has(applicantId)) {
      outcome.ngMessage = ALREADY_REFERRED_MESSAGE;
      continue;
    }
    referred.add(applicantId);
    toInsert.push({ outcome, applicantId });
  }
  if (toInsert.length) {
    const referrals = JSON.stringify(toInsert.map(({ applicantId }) => applicantId));
    const created = await insertCandidates(tx, auth, jobId, referrals);
    const byApplicant = new Map(created.map((row) => [row.applicant_id, row.id]));
    await recordAudits(
      tx,
      created.map((row) => ({
        agencyId: auth.agencyId,
        siteId: auth.siteId,
        actor: auth.accountId ? byAccount(auth) : byOperator,
        action: 'referral.created' as const,
        target: { type: 'candidate' as const, id: row.id },
        applicantId: row.applicant_id,
        candidateId: row.id,
        after: { jobId, importId: context.importId },
      })),
    );
    for (const item of toInsert) item.outcome.candidateId = byApplicant.get(item.applicantId);
    const answers = toInsert.flatMap(({ outcome }) =>
      [...outcome.answers!].map(([answerKey, value]) => ({
        candidateId: outcome.candidateId!,
        answerKey,
        value,
      })),
    );
    if (answers.length) {
      await insertCandidateAnswers(tx, answers);
    }
  }
  // Written last: a unique violation (the chunk was applied meanwhile) rolls everything back.
  await insertRowResults(
    tx,
    outcomes.map((o) => ({
      importId: context.importId,
      rowNumber: o.row.rowNumber,
      rowKey: rowKey(o.row),
      status: o.candidateId ? ('referred' as const) : ('failed' as const),
      result: {
        fullNameKanji: nameOf(o.row),
        schoolName: o.row.values.schoolName ?? '',
        ...(o.ngMessage ? { ngMessage: o.ngMessage } : {}),
        ...(o.notes.length ? { notes: o.notes } : {}),
        ...(o.linkedApplicantId ? { linkedApplicantId: o.linkedApplicantId } : {}),
        ...(o.possibleDuplicate ? { possibleDuplicate: o.possibleDuplicate } : {}),
      },
      candidateId: o.candidateId ?? null,
    })),
  );
  const failed = outcomes.filter((o) => !o.candidateId);
  if (failed.length) {
    await insertFailedCandidates(
      tx,
      failed.map((o) => ({
        importId: context.importId,
        jobId,
        agencyId: auth.agencyId,
        rowNumber: o.row.rowNumber,
        fullNameKanji: nameOf(o.row),
        schoolName: o.row.values.schoolName ?? '',
        ngMessage: o.ngMessage ?? '紹介できませんでした',
        linkedApplicantId: o.linkedApplicantId ?? null,
        entryDate: context.now,
      })),
    );
  }
  return failed.length;
}
