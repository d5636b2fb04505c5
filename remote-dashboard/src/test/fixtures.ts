// Answers of the dashboard's calls, shaped by the contract (the fake api checks them).
import { SELECTION_STATUS } from '@portal/shared/enums';
import type {
  DashboardReferral,
  DashboardSummary,
  Task,
  TaskList,
  WaitingReferral,
} from '@portal/shared/contract/dashboard';

export const me = { accountId: 1, name: '山田 太郎', kind: 'main' as const };
export const sato = { accountId: 2, name: '佐藤 花子', kind: 'sub' as const };

export const summary = (over: Partial<DashboardSummary> = {}): DashboardSummary => ({
  me,
  staff: [me, sato],
  myTasks: { overdue: 1, today: 1 },
  waiting: 1,
  unplanned: 2,
  thresholds: { documentsDays: 5, interviewResultDays: 3, editable: true },
  ...over,
});

export const task = (id: number, over: Partial<Task> = {}): Task => ({
  id,
  kind: 'manual',
  title: `やること${id}`,
  note: '',
  dueAt: '2026-11-27T18:00:00+09:00',
  bucket: 'overdue',
  applicantId: 10 + id,
  applicantName: `候補者${id}`,
  candidateId: 100 + id,
  jobId: 200 + id,
  jobName: `求人${id}`,
  companyId: 7,
  companyName: '株式会社テスト',
  owner: { accountId: 1, name: '山田 太郎' },
  done: false,
  completedAt: null,
  completedBy: null,
  createdAt: '2026-11-20T10:00:00+09:00',
  createdBy: '山田 太郎',
  ...over,
});

export const taskList = (items: Task[]): TaskList => ({
  items,
  counts: {
    overdue: items.filter((t) => t.bucket === 'overdue').length,
    today: items.filter((t) => t.bucket === 'today').length,
    thisWeek: items.filter((t) => t.bucket === 'thisWeek').length,
    later: items.filter((t) => t.bucket === 'later').length,
  },
  now: '2026-11-28T12:00:00+09:00',
});

export const referral = (id: number, over: Partial<DashboardReferral> = {}): DashboardReferral => ({
  candidateId: id,
  applicantId: 50 + id,
  applicantName: `紹介者${id}`,
  jobId: 60 + id,
  jobName: `営業職${id}`,
  companyId: 7,
  companyName: '株式会社テスト',
  siteId: '25',
  specialSelectionStatus: SELECTION_STATUS.IN_SELECTION,
  selectionStepName: '書類選考',
  referredAt: '2026-11-10T10:00:00+09:00',
  referredBy: '山田 太郎',
  ...over,
});

export const waitingReferral = (id: number): WaitingReferral => ({
  ...referral(id),
  waiting: {
    kind: 'documents',
    businessDays: 7,
    thresholdDays: 5,
    since: '2026-11-18T10:00:00+09:00',
    label: '企業回答待ち 7日',
  },
});

export const page = <T>(items: T[], nextCursor: number | null = null) => ({
  items,
  total: items.length,
  nextCursor,
});
