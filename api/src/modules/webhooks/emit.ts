// The one way to emit a webhook event (issue 30): `emitWebhookEvent(tx, …)` inside the
// transaction of the change it tells about, so an event is queued exactly when its change is
// committed. One delivery per subscribed active endpoint of each agency, each with its own
// webhook-id, and its job on the background runner (api/src/background/webhook-delivery.ts).
//
// Emitted from: the company console's selection-status change, company messages in a chat thread
// and about a candidate, proposed tentative dates (company-console/candidates-queries.ts,
// modules/chat/write-queries.ts, modules/candidates/message-queries.ts), attendance marks and a
// cancelled event (modules/events/company-actions.ts), a job's recorded changes
// (company-console/jobs-service.ts), a finished bulk import (background/bulk-worker-queries.ts).
// A task's due time: `emitTaskDue`, from the runner's job at that time (dashboard/task-due-job.ts).
import type { WebhookEventData, WebhookPayloadType } from '@portal/shared/contract/webhooks';
import { enqueueDelivery } from '../../background/webhook-delivery';
import { newMessageId } from './signing';
import { insertDeliveries, subscribedEndpoints, type Executor } from './emit-queries';

export type { Executor as WebhookExecutor };

/** Queues the event for every subscribed endpoint of the agencies; answers the delivery ids. */
export async function emitWebhookEvent<T extends WebhookPayloadType>(
  db: Executor,
  agencyIds: number | number[],
  type: T,
  data: WebhookEventData<T>,
  now: Date,
): Promise<number[]> {
  const agencies = [...new Set(Array.isArray(agencyIds) ? agencyIds : [agencyIds])];
  if (!agencies.length) return [];
  const endpoints = await subscribedEndpoints(db, agencies, type);
  const ids = await insertDeliveries(
    db,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      agencyId: endpoint.agencyId,
      messageId: newMessageId(),
      eventType: type,
      payload: { type, timestamp: now.toISOString(), data },
      nextAttemptAt: now,
    })),
  );
  for (const deliveryId of ids) await enqueueDelivery(db, { deliveryId, chain: 0 });
  return ids;
}

/**
 * A task became due (dashboard/task-due-job.ts runs at each task's due time and calls it in its
 * transaction, once per task and due time).
 */
export function emitTaskDue(
  db: Executor,
  agencyId: number,
  task: WebhookEventData<'task.due'>,
  now: Date,
): Promise<number[]> {
  return emitWebhookEvent(db, agencyId, 'task.due', task, now);
}
