// Contract of webhooks (issue 30): the endpoints the agency's main account registers under
// 設定 › API連携 (URL, the event types it wants, active or paused; the signing secret shown once),
// each endpoint's delivery log with 再送 and 送信テスト, and every event's payload. Deliveries are
// signed per the Standard Webhooks specification (webhook-id, webhook-timestamp,
// webhook-signature); the body is `{ type, timestamp, data }`. The payloads are listed in the
// OpenAPI document's `webhooks` (api/src/contract/openapi.ts).
import { z } from '../zod';
import { id, noData } from './common';
import { call, calls } from './define';

/** The event types an endpoint can subscribe to, with the label the settings screen shows. */
export const WEBHOOK_EVENT_LABELS = {
  'referral.status_changed': '選考状況の変更',
  'chat.message_received': '企業からのメッセージ受信',
  'candidate.message_received': '候補者についてのメッセージ受信',
  'tentative_dates.proposed': '候補日程の提示',
  'reservation.changed': '企業による予約の変更',
  'job.changed': '紹介中の求人の変更',
  'bulk_import.finished': '一括紹介の完了',
  'task.due': 'タスクの期限到来',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENT_LABELS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_LABELS) as [
  WebhookEventType,
  ...WebhookEventType[],
];
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/** The event 送信テスト sends: never subscribed, sent to the one endpoint on request. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WEBHOOK_TEST_LABEL = '送信テスト';

/** The label of any event type a delivery carries (the log shows it). */
export const webhookEventLabel = (type: string): string =>
  type === WEBHOOK_TEST_EVENT
    ? WEBHOOK_TEST_LABEL
    : ((WEBHOOK_EVENT_LABELS as Record<string, string>)[type] ?? type);

const siteIdField = z.string().describe("The agency's site: '23'–'28' (new graduates) or 'mid'.");
const isoTime = z.string().describe('ISO 8601');
const nullableId = z.number().nullable();

const selection = z.object({
  specialSelectionStatus: z.number().int().describe('選考状況 (1–8, see the candidates api)'),
  selectionStepName: z.string().nullable(),
});

/** The `data` of each event type. */
export const WEBHOOK_EVENT_DATA = {
  'referral.status_changed': z.object({
    siteId: siteIdField,
    candidateId: z.number(),
    applicantId: nullableId,
    jobId: nullableId,
    before: selection,
    after: selection,
    changedAt: isoTime,
  }),
  'chat.message_received': z.object({
    siteId: siteIdField,
    threadId: z.number(),
    messageId: z.number(),
    companyId: z.number(),
    title: z.string(),
    /** The message as plain text. */
    content: z.string(),
    attachments: z.array(z.string()).describe('File names'),
    sentAt: isoTime,
  }),
  'candidate.message_received': z.object({
    siteId: siteIdField,
    candidateId: z.number(),
    applicantId: nullableId,
    jobId: nullableId,
    messageId: z.number(),
    content: z.string(),
    attachments: z.array(z.string()).describe('File names'),
    sentAt: isoTime,
  }),
  'tentative_dates.proposed': z.object({
    siteId: siteIdField,
    candidateId: z.number(),
    applicantId: nullableId,
    jobId: nullableId,
    dates: z.array(z.object({ startAt: isoTime, endAt: isoTime })),
    comment: z.string(),
  }),
  'reservation.changed': z.object({
    siteId: siteIdField,
    eventId: z.number(),
    entryId: z.number(),
    candidateId: z.number(),
    applicantId: nullableId,
    /** attendance: marked attended (3) or not (4); event_cancelled: the company cancelled the event. */
    change: z.enum(['attendance', 'event_cancelled']),
    before: z.object({ status: z.number().int() }),
    after: z.object({ status: z.number().int() }),
    changedAt: isoTime,
  }),
  'job.changed': z.object({
    siteId: siteIdField,
    jobId: z.number(),
    jobName: z.string(),
    changes: z.array(
      z.object({
        field: z.string(),
        label: z.string(),
        before: z.string().nullable(),
        after: z.string().nullable(),
      }),
    ),
    changedAt: isoTime,
  }),
  'bulk_import.finished': z.object({
    siteId: siteIdField,
    importId: z.number(),
    jobId: z.number(),
    /** succeeded: every row referred; partially_failed: some rows failed; failed: the file failed. */
    result: z.enum(['succeeded', 'partially_failed', 'failed']),
    failedRows: z.number().int(),
    finishedAt: isoTime,
  }),
  'task.due': z.object({
    siteId: siteIdField,
    taskId: z.number(),
    title: z.string(),
    dueAt: isoTime,
  }),
  [WEBHOOK_TEST_EVENT]: z.object({
    endpointId: z.number(),
    message: z.string(),
  }),
} as const;

type EventDataTable = typeof WEBHOOK_EVENT_DATA;
export type WebhookPayloadType = keyof EventDataTable;
export type WebhookEventData<T extends WebhookPayloadType> = z.infer<EventDataTable[T]>;

/** The body of a delivery of one event type: `{ type, timestamp, data }` (Standard Webhooks). */
export const webhookPayload = <T extends WebhookPayloadType>(type: T) =>
  z.object({
    type: z.literal(type),
    timestamp: isoTime,
    data: WEBHOOK_EVENT_DATA[type],
  });

/** Every payload, by event type (the OpenAPI `webhooks`). */
export const WEBHOOK_PAYLOADS = Object.fromEntries(
  (Object.keys(WEBHOOK_EVENT_DATA) as WebhookPayloadType[]).map((type) => [
    type,
    webhookPayload(type),
  ]),
) as { [T in WebhookPayloadType]: ReturnType<typeof webhookPayload<T>> };

export const WEBHOOK_URL_MAX = 2000;

/** POST and PUT /settings/webhooks: the URL (https; the api also refuses private addresses). */
export const webhookEndpointBody = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'URLを入力してください。')
    .max(WEBHOOK_URL_MAX, `URLは${WEBHOOK_URL_MAX}文字以内で入力してください。`)
    .refine((value) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value), {
      message: 'URLは https:// で始まる形式で入力してください。',
    }),
  eventTypes: z
    .array(webhookEventType)
    .min(1, '受け取るイベントを1つ以上選んでください。')
    .refine((list) => new Set(list).size === list.length, {
      message: '同じイベントが複数あります。',
    }),
  active: z.boolean(),
});
export type WebhookEndpointRequest = z.input<typeof webhookEndpointBody>;

export const webhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  eventTypes: z.array(webhookEventType),
  active: z.boolean(),
  /** failing: paused by the portal after failing for about 3 days (a mail was sent). */
  pausedReason: z.enum(['failing']).nullable(),
  /** The first failure since the last success, else null. */
  failingSince: isoTime.nullable(),
  /** The secret's first characters, to tell secrets apart (the secret itself is shown once). */
  secretHint: z.string(),
  createdAt: isoTime,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** The answer of POST: the endpoint and its secret, shown this once. */
export const createdWebhookEndpoint = z.object({
  endpoint: webhookEndpoint,
  secret: z.string().describe('whsec_…: verify deliveries with any Standard Webhooks library'),
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpoint>;

export const webhookAttempt = z.object({
  id: z.number(),
  deliveryId: z.number(),
  /** The webhook-id header: the same on every attempt of the delivery. */
  messageId: z.string(),
  at: isoTime,
  eventType: z.string(),
  /** Null when no answer came (timeout, refused address, connection error). */
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  attempt: z.number(),
  /** The answer's first bytes, or why there was none. */
  responseHead: z.string(),
  /** The delivery's state now: pending (more attempts to come), succeeded or failed. */
  state: z.enum(['pending', 'succeeded', 'failed']),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

/** GET /settings/webhooks/{id}/deliveries: the attempts of the last 30 days, newest first. */
export const webhookDeliveryLog = z.object({
  attempts: z.array(webhookAttempt),
  /** Deliveries waiting for their first attempt. */
  waiting: z.number(),
});
export type WebhookDeliveryLog = z.infer<typeof webhookDeliveryLog>;

export const WEBHOOK_LOG_LIMIT = 100;
export const WEBHOOK_LOG_DAYS = 30;

const endpointParams = z.object({ id });
export const webhookCalls = calls('Webhook (webhooks)', {
  'GET /settings/webhooks': call({
    operationId: 'listWebhookEndpoints',
    refusals: [403],
    summary: "Webhook: the agency's endpoints (main account only)",
    response: z.array(webhookEndpoint),
  }),
  'POST /settings/webhooks': call({
    operationId: 'createWebhookEndpoint',
    refusals: [403],
    summary: 'Webhook の追加: answers the signing secret once (main account only)',
    body: webhookEndpointBody,
    response: createdWebhookEndpoint,
    status: 201,
  }),
  'PUT /settings/webhooks/{id}': call({
    operationId: 'updateWebhookEndpoint',
    refusals: [403],
    summary: 'Webhook の変更: URL, event types, active or paused (main account only)',
    params: endpointParams,
    body: webhookEndpointBody,
    response: webhookEndpoint,
  }),
  'DELETE /settings/webhooks/{id}': call({
    operationId: 'deleteWebhookEndpoint',
    refusals: [403],
    summary: 'Webhook の削除 with its log (main account only)',
    params: endpointParams,
    response: noData,
  }),
  'GET /settings/webhooks/{id}/deliveries': call({
    operationId: 'listWebhookDeliveries',
    refusals: [403],
    summary: 'Webhook の送信履歴: attempts of the last 30 days, newest first (main account only)',
    params: endpointParams,
    response: webhookDeliveryLog,
  }),
  'POST /settings/webhooks/{id}/deliveries/{deliveryId}/replay': call({
    operationId: 'replayWebhookDelivery',
    refusals: [403],
    summary: '再送: the delivery again, with its webhook-id (main account only)',
    params: z.object({ id, deliveryId: id }),
    response: noData,
    status: 202,
  }),
  'POST /settings/webhooks/{id}/test': call({
    operationId: 'sendWebhookTest',
    refusals: [403],
    summary: '送信テスト: a webhook.test event to this endpoint (main account only)',
    params: endpointParams,
    response: noData,
    status: 202,
  }),
});
