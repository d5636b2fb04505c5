// やること: my tasks (or an owner's, or everyone's) grouped 期限切れ / 今日 / 今週 / それ以降, the
// most recently overdue first; filtered by owner (default: me) and company. A task completes in
// one click or with the space key on its checkbox; focus moves to the next task of the list (the
// previous one at its end) and the toast offers 元に戻す. やることを追加 opens the form. Above the
// list: how many active referrals have neither a next action nor a final state, with their list.
import { lazy, Suspense, useRef, useState } from 'react';
import { toast as sonnerToast } from 'sonner';
import styled from 'styled-components';
import type { Task, TaskBucket } from '@portal/shared/contract/dashboard';
import { TASK_BUCKET_LABELS } from '@portal/shared/dashboard-messages';
import { toastError } from '@portal/shared/query-client';
import { Button } from '@portal/shared/ui/button';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { Stack, mutedText } from '@portal/shared/ui/layout';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { OwnerCompanyFilters } from '../../../components/owner-company-filters';
import { messages } from '../../../messages';
import { setTaskDone, useDashboardSummary, useTasks, type OwnerChoice } from '../api/tasks';
import { TaskRow } from './task-row';
import { UnplannedNotice } from './unplanned-notice';

// Weight: the form (with the contract's zod rules) is its own chunk, fetched when it opens.
const TaskForm = lazy(() => import('./task-form').then((m) => ({ default: m.TaskForm })));

const BUCKETS = ['overdue', 'today', 'thisWeek', 'later'] as const satisfies readonly TaskBucket[];

export function TasksPage() {
  useDocumentTitle(`${messages.tasksTitle} | ${messages.title}`);
  const [owner, setOwner] = useState<OwnerChoice>('me');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const summary = useDashboardSummary();
  const tasks = useTasks(owner, companyId);

  return (
    <Stack $gap="lg">
      <Stack $gap="xs">
        <h2>{messages.tasksTitle}</h2>
        <Lead>{messages.tasksLead}</Lead>
      </Stack>
      <OwnerCompanyFilters
        owner={owner}
        onOwner={setOwner}
        companyId={companyId}
        onCompany={setCompanyId}
      >
        <Button onClick={() => setFormOpen(true)} disabled={!summary.data}>
          {messages.newTask}
        </Button>
      </OwnerCompanyFilters>
      {summary.data ? (
        <UnplannedNotice count={summary.data.unplanned} owner={owner} companyId={companyId} />
      ) : null}
      {tasks.isPending ? (
        <LoadingText>{messages.tasksLoading}</LoadingText>
      ) : tasks.isError ? (
        <ErrorWithRetry message={messages.tasksError} onRetry={() => void tasks.refetch()} />
      ) : (
        <TaskGroups items={tasks.data.items} counts={tasks.data.counts} />
      )}
      {formOpen && summary.data ? (
        <Suspense fallback={null}>
          <TaskForm summary={summary.data} onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function TaskGroups({
  items,
  counts,
}: {
  items: Task[];
  counts: Record<(typeof BUCKETS)[number], number>;
}) {
  // Completed here and not yet gone from the answer (it refreshes after the write).
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const rows = useRef(new Map<number, HTMLInputElement>());
  const emptyRef = useRef<HTMLDivElement>(null);
  const shown = items.filter((task) => !hidden.has(task.id) && !task.done);

  const hide = (id: number, on: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const complete = (task: Task) => {
    const index = shown.findIndex((t) => t.id === task.id);
    const next = shown[index + 1] ?? shown[index - 1];
    hide(task.id, true);
    // Focus stays in the list: on the next task, the previous one at the end, else the list.
    const target = next ? rows.current.get(next.id) : null;
    if (target) target.focus();
    else emptyRef.current?.focus();
    setTaskDone(task.id, true).then(
      () => {
        sonnerToast.success(messages.completed(task.title), {
          action: { label: messages.undo, onClick: () => undo(task) },
        });
      },
      (error: unknown) => {
        hide(task.id, false);
        toastError(error, messages.completeFailed);
      },
    );
  };

  const undo = (task: Task) => {
    setTaskDone(task.id, false).then(
      () => {
        hide(task.id, false);
        sonnerToast.success(messages.undone(task.title));
      },
      (error: unknown) => toastError(error, messages.undoFailed),
    );
  };

  // One element whether empty or not: focus put on it when the last task goes stays there.
  return (
    <Stack $gap="lg" ref={emptyRef} tabIndex={-1} role="group" aria-label={messages.tasksTitle}>
      {shown.length ? (
        <Hint>{messages.keyboardHint}</Hint>
      ) : (
        <EmptyState message={messages.tasksEmpty} />
      )}
      {BUCKETS.map((bucket) => {
        const inBucket = shown.filter((task) => task.bucket === bucket);
        if (!inBucket.length) return null;
        const headingId = `tasks-${bucket}`;
        return (
          <section key={bucket} aria-labelledby={headingId}>
            <GroupHeading id={headingId} $overdue={bucket === 'overdue'}>
              {messages.groupCount(TASK_BUCKET_LABELS[bucket], counts[bucket])}
            </GroupHeading>
            <List>
              {inBucket.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  onComplete={() => complete(task)}
                  checkboxRef={(element) => {
                    if (element) rows.current.set(task.id, element);
                    else rows.current.delete(task.id);
                  }}
                />
              ))}
            </List>
          </section>
        );
      })}
    </Stack>
  );
}

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  ${mutedText}
`;

const GroupHeading = styled.h3<{ $overdue: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.text)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
