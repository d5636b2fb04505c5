// What a job update changed (issue 22): the job before and after, described field by field as
// the agencies read it (title, conditions, recruitment window, detail lines, entry form), one
// job_changes row per changed field; then the jobPublish mail to every agency with candidates on
// the job.
import type { EntryFormField, JobChangeKind } from '@portal/shared/contract/jobs';
import type { SiteId } from '@portal/shared/contract';
import { ANSWER_TYPE_LABELS, type AnswerType } from '@portal/shared/enums';
import { paths } from '@portal/shared/paths';
import type { Database } from '../db/client';
import { detailLines } from '../modules/jobs/access-queries';
import { formFieldsOf } from '../modules/jobs/queries';
import { tokyoDisplay } from '@portal/shared/tokyo-time';
import type { NotificationService } from '../notifications/notification-service';
import { agenciesOnJob, findJob, insertJobChanges, type JobRow } from './job-changes-queries';

type Executor = Pick<Database, 'select' | 'insert'>;

interface Described {
  label: string;
  kind: JobChangeKind;
  value: string | null;
}

export interface RecordedChange {
  field: string;
  label: string;
  kind: JobChangeKind;
  before: string | null;
  after: string | null;
}

/** The labels of the job's own fields, as the job page shows them. */
export const JOB_FIELD_LABELS = {
  jobName: '求人タイトル',
  jobCategory: '職種',
  area: 'エリア',
  department: '部署',
  recruitmentStartAt: '募集開始日時',
  recruitmentEndAt: '募集終了日時',
  isFinished: '募集状況',
  fields: 'エントリーフォーム',
} as const;

function formText(fields: EntryFormField[]): string | null {
  if (!fields.length) return null;
  return fields
    .map((field) => {
      const type = ANSWER_TYPE_LABELS[field.answerType as AnswerType] ?? String(field.answerType);
      const options = field.answerLabel.length ? `：${field.answerLabel.join('／')}` : '';
      return `${field.label}（${type}${field.isRequired ? '・必須' : ''}）${options}`;
    })
    .join('\n');
}

/** The job as the agencies read it, by field. */
async function describe(db: Executor, job: JobRow): Promise<Map<string, Described>> {
  const text = (label: string, value: string): Described => ({
    label,
    kind: 'text',
    value: value === '' ? null : value,
  });
  const date = (label: string, value: Date | null): Described => ({
    label,
    kind: 'datetime',
    value: value ? value.toISOString() : null,
  });
  const described = new Map<string, Described>([
    ['jobName', text(JOB_FIELD_LABELS.jobName, job.jobName)],
    ['jobCategory', text(JOB_FIELD_LABELS.jobCategory, job.jobCategory)],
    ['area', text(JOB_FIELD_LABELS.area, job.area)],
    ['department', text(JOB_FIELD_LABELS.department, job.department)],
    ['recruitmentStartAt', date(JOB_FIELD_LABELS.recruitmentStartAt, job.recruitmentStartAt)],
    ['recruitmentEndAt', date(JOB_FIELD_LABELS.recruitmentEndAt, job.recruitmentEndAt)],
    ['isFinished', text(JOB_FIELD_LABELS.isFinished, job.isFinished ? '募集終了' : '募集中')],
  ]);
  for (const line of detailLines(job.detail)) {
    described.set(`detail:${line.label}`, text(line.label, line.value));
  }
  described.set('fields', {
    label: JOB_FIELD_LABELS.fields,
    kind: 'text',
    value: formText(await formFieldsOf(db, job.id)),
  });
  return described;
}

/** Reads the job and its form as the agencies read them (before and after an update). */
export async function snapshotJob(db: Executor, jobId: number) {
  const job = await findJob(db, jobId);
  return { job, described: await describe(db, job) };
}

/** Stores one row per changed field; answers the changes. */
export async function recordJobChanges(
  db: Executor,
  jobId: number,
  before: Map<string, Described>,
  after: Map<string, Described>,
  now: Date,
): Promise<RecordedChange[]> {
  const changes: RecordedChange[] = [];
  for (const field of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(field);
    const current = after.get(field);
    const from = old?.value ?? null;
    const to = current?.value ?? null;
    if (from === to) continue;
    const { label, kind } = (current ?? old)!;
    changes.push({ field, label, kind, before: from, after: to });
  }
  if (changes.length) {
    await insertJobChanges(
      db,
      changes.map((change) => ({ ...change, jobId, changedAt: now })),
    );
  }
  return changes;
}

const shown = (change: RecordedChange, value: string | null) => {
  if (value === null) return '（なし）';
  if (change.kind === 'datetime') return tokyoDisplay(new Date(value));
  return value.includes('\n') ? `\n${value}\n` : value;
};

/** The jobPublish mail to every agency with candidates on the job. */
export async function notifyJobChanged(
  db: Pick<Database, 'select' | 'selectDistinct'>,
  notifications: NotificationService,
  publicUrl: string,
  jobId: number,
  changes: RecordedChange[],
): Promise<number[]> {
  if (!changes.length) return [];
  const job = await findJob(db, jobId);
  const agencyIds = await agenciesOnJob(db, job.id);
  const url = `${publicUrl.replace(/\/$/, '')}${paths.jobs.info(job.siteId as SiteId, { jobId: job.id })}`;
  const lines = changes.map(
    (change) =>
      `・${change.label}：${shown(change, change.before)} → ${shown(change, change.after)}`,
  );
  for (const agencyId of agencyIds) {
    await notifications.notify(agencyId, 'jobPublish', {
      subject: `【紹介会社ポータル】求人内容が変更されました（${job.jobName}）`,
      text: [
        `候補者を紹介している求人「${job.jobName}」の内容が変更されました。`,
        '',
        ...lines,
        '',
        '変更内容は次のページでご確認ください。',
        url,
        '',
        '※このメールは通知設定に基づいて送信しています。',
      ].join('\n'),
    });
  }
  return agencyIds;
}
