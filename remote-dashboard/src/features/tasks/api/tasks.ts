// やること's reads and writes, by the contract: GET /dashboard/summary (me, the staff, the count of
// referrals without a next action), GET /dashboard/tasks (by owner and company), the
// unplanned referrals, and POST / PATCH /dashboard/tasks (their tags refresh the list and the
// sidebar's overdue badge: shared/src/contract/cache.ts).
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callPagesQuery, callQuery } from '@portal/shared/call-query';
import type { TaskCreateRequest } from '@portal/shared/contract/dashboard';
import { unwrapResult } from '@portal/shared/query-client';
import { messages } from '../../../messages';

/** 'me', 'all' or a staff member's account id. */
export type OwnerChoice = 'me' | 'all' | number;

export function useDashboardSummary() {
  return useQuery(callQuery('/dashboard/summary', {}, { failure: messages.tasksError }));
}

export function useTasks(owner: OwnerChoice, companyId: number | null) {
  return useQuery(
    callQuery(
      '/dashboard/tasks',
      { query: { owner, companyId: companyId ?? undefined } },
      { failure: messages.tasksError },
    ),
  );
}

export function useUnplanned(owner: OwnerChoice, companyId: number | null, enabled: boolean) {
  return useInfiniteQuery({
    ...callPagesQuery(
      '/dashboard/unplanned',
      { query: { owner, companyId: companyId ?? undefined, limit: 50 } },
      { failure: messages.unplannedError },
    ),
    enabled,
  });
}

export const setTaskDone = (id: number, done: boolean) =>
  unwrapResult(api.patch('/dashboard/tasks/{id}', { params: { id }, body: { done } }));

export function useCreateTask() {
  return useMutation({
    mutationFn: (body: TaskCreateRequest) => unwrapResult(api.post('/dashboard/tasks', { body })),
  });
}
