// API連携 › Webhook (issue 30): the endpoints (GET /settings/webhooks), adding one (its secret is
// answered once), changing and deleting one, its delivery log, 再送 and 送信テスト. A write's tags
// (contract CHANGES: webhooks, webhook-log:{id}) reload the list and the log before it settles.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SubmissionErrors } from 'final-form';
import { api } from '@portal/shared/api';
import { callQuery } from '@portal/shared/call-query';
import type {
  CreatedWebhookEndpoint,
  WebhookEndpointRequest,
} from '@portal/shared/contract/webhooks';
import { toast } from '@portal/shared/feedback';
import { refusedSubmission, toastOutcome } from '@portal/shared/form-failures';
import { messages } from '../../../messages';

export const WEBHOOK_FIELDS = ['url', 'eventTypes', 'active'] as const;

export const webhooksQuery = () =>
  callQuery('/settings/webhooks', {}, { failure: messages.webhooksLoadFailure });

export function useWebhooks(enabled: boolean) {
  return useQuery({ ...webhooksQuery(), enabled });
}

export const deliveryLogQuery = (id: number) =>
  callQuery(
    '/settings/webhooks/{id}/deliveries',
    { params: { id } },
    { failure: messages.logLoadFailure },
  );

/** The log; while a delivery waits or retries it looks again every few seconds. */
export function useDeliveryLog(id: number) {
  return useQuery({
    ...deliveryLogQuery(id),
    refetchInterval: (query) => {
      const data = query.state.data;
      const busy = data && (data.waiting > 0 || data.attempts.some((a) => a.state === 'pending'));
      return busy ? 3000 : false;
    },
  });
}

export type SaveOutcome =
  { ok: true; created?: CreatedWebhookEndpoint } | { ok: false; errors: SubmissionErrors };

/** Adds (no id) or changes an endpoint; the refusal's reasons for the form. */
export function useSaveWebhook() {
  return useCallback(
    async (id: number | null, body: WebhookEndpointRequest): Promise<SaveOutcome> => {
      const result =
        id === null
          ? await api.post('/settings/webhooks', { body })
          : await api.put('/settings/webhooks/{id}', { params: { id }, body });
      if (!result.ok) {
        return {
          ok: false,
          errors: refusedSubmission(result.error, WEBHOOK_FIELDS, messages.webhookSaveFailure),
        };
      }
      toast.success(id === null ? messages.webhookCreated : messages.webhookSaved);
      return id === null
        ? { ok: true, created: result.data as CreatedWebhookEndpoint }
        : { ok: true };
    },
    [],
  );
}

export async function deleteWebhook(id: number): Promise<boolean> {
  const result = await api.delete('/settings/webhooks/{id}', { params: { id } });
  return toastOutcome(result, messages.webhookDeleted, messages.webhookDeleteFailure);
}

export async function sendTest(id: number): Promise<void> {
  const result = await api.post('/settings/webhooks/{id}/test', { params: { id } });
  toastOutcome(result, messages.webhookTestQueued, messages.webhookTestFailure);
}

export async function replayDelivery(id: number, deliveryId: number): Promise<void> {
  const result = await api.post('/settings/webhooks/{id}/deliveries/{deliveryId}/replay', {
    params: { id, deliveryId },
  });
  toastOutcome(result, messages.logReplayQueued, messages.logReplayFailure);
}
