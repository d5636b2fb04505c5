// Jobs on the hiring-company side: create one with its entry-form fields, change any of its
// fields (fields given = the form replaced), list an agency's candidates on a job. Used by the
// console commands (jobs-commands.ts) and the seed.
import { SITE_IDS } from '@portal/shared/site';
import { z } from 'zod';
import type { Database } from '../db/client';
import { notFound, validationError } from '../plugins/http-errors';
import { bodyId, id as pathId } from '@portal/shared/contract/common';
import { recordJobChanges, snapshotJob, type RecordedChange } from './job-changes-service';
import { emitWebhookEvent } from '../modules/webhooks/emit';
import { agenciesOnJob } from './job-changes-queries';
import { insertJob, lockJob, replaceFields, updateJobRow } from './jobs-queries';
import { companyExists } from './queries';

const id = bodyId;
const text = (max: number) => z.string().trim().max(max);
const dateOrNull = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.null()])
  .transform((value) => (value === null ? null : new Date(value)));

export const jobFieldInput = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, {
      message: 'key は英字で始まる英数字と _ で指定してください。',
    }),
  label: text(200).min(1),
  answerType: z.number().int().min(1).max(8),
  answerLabel: z.array(text(200).min(1)).max(100).default([]),
  isRequired: z.boolean().default(false),
  minLength: z.number().int().min(0).max(100_000).nullable().optional(),
  maxLength: z.number().int().min(1).max(100_000).nullable().optional(),
});
export type JobFieldInput = z.output<typeof jobFieldInput>;

const jobShape = {
  companyId: id,
  siteId: z.enum(SITE_IDS),
  jobName: text(200).min(1),
  jobCategory: text(200).optional(),
  area: text(200).optional(),
  department: text(200).optional(),
  recruitmentStartAt: dateOrNull.optional(),
  recruitmentEndAt: dateOrNull.optional(),
  isFinished: z.boolean().optional(),
  detail: z
    .array(z.object({ label: text(100).min(1), value: text(5000) }))
    .max(100)
    .optional(),
  fields: z
    .array(jobFieldInput)
    .max(200)
    .refine((list) => new Set(list.map((f) => f.key)).size === list.length, {
      message: '項目の key が重複しています。',
    })
    .optional(),
};

export const createJobInput = z.object(jobShape);
export const updateJobInput = z.object({ id: pathId }).extend(z.object(jobShape).partial().shape);
export const listCandidatesInput = z.object({
  agencyId: pathId,
  jobId: pathId,
});
export const JOB_LABELS = {
  companyId: '企業ID',
  siteId: 'サイトID',
  jobName: '求人タイトル',
  recruitmentStartAt: '募集開始日時',
  recruitmentEndAt: '募集終了日時',
  fields: '項目',
  agencyId: '紹介会社ID',
  jobId: '求人ID',
};

function checkWindow(start: Date | null | undefined, end: Date | null | undefined) {
  if (start && end && start > end) {
    throw validationError({ recruitmentEndAt: ['募集終了日時は募集開始日時以降にしてください。'] });
  }
}

export async function createJob(db: Database, input: z.output<typeof createJobInput>) {
  checkWindow(input.recruitmentStartAt, input.recruitmentEndAt);
  if (!(await companyExists(db, input.companyId))) {
    throw validationError({ companyId: ['指定された企業は存在しません。'] });
  }
  return db.transaction(async (tx) => {
    const { fields, detail, ...job } = input;
    const created = await insertJob(tx, {
      ...job,
      detail: (detail ?? []) as unknown as Record<string, string>,
    });
    await replaceFields(tx, created, fields ?? []);
    return { id: created };
  });
}

/**
 * Changes a job. With `recordAt` (the console), every field that changed is recorded as a job
 * change at that instant, in the same transaction (the seed's own set-up is not a change).
 */
export async function updateJob(
  db: Database,
  input: z.output<typeof updateJobInput>,
  recordAt?: Date,
): Promise<{ id: number; changes: RecordedChange[] }> {
  const { id: jobId, fields, detail, ...changes } = input;
  return db.transaction(async (tx) => {
    const current = await lockJob(tx, jobId);
    if (!current) throw notFound('指定された求人は存在しません。');
    const before = recordAt ? await snapshotJob(tx, jobId) : null;
    checkWindow(
      changes.recruitmentStartAt === undefined
        ? current.recruitmentStartAt
        : changes.recruitmentStartAt,
      changes.recruitmentEndAt === undefined ? current.recruitmentEndAt : changes.recruitmentEndAt,
    );
    await updateJobRow(tx, jobId, {
      ...changes,
      ...(detail ? { detail: detail as unknown as Record<string, string> } : {}),
    });
    if (fields) await replaceFields(tx, jobId, fields);
    if (!before || !recordAt) return { id: jobId, changes: [] };
    const after = await snapshotJob(tx, jobId);
    const recorded = await recordJobChanges(tx, jobId, before.described, after.described, recordAt);
    if (recorded.length) {
      // The agencies with candidates on the job hear of it with the change (their webhooks).
      await emitWebhookEvent(
        tx,
        await agenciesOnJob(tx, jobId),
        'job.changed',
        {
          siteId: after.job.siteId,
          jobId,
          jobName: after.job.jobName,
          changes: recorded.map(({ field, label, before: from, after: to }) => ({
            field,
            label,
            before: from,
            after: to,
          })),
          changedAt: recordAt.toISOString(),
        },
        recordAt,
      );
    }
    return { id: jobId, changes: recorded };
  });
}
