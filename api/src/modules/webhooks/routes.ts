// 設定 › API連携 › Webhook (issue 30): the main account's endpoints, their delivery log, 再送 and
// 送信テスト. Sub-accounts get 403; another agency's endpoint or delivery reads as not found.
import type { FastifyInstance } from 'fastify';
import { webhookCalls as calls } from '@portal/shared/contract/webhooks';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { orNotFound, validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { assertMainAccount } from '../audit/queries';
import {
  createEndpoint,
  deleteEndpoint,
  deliveryLog,
  listEndpoints,
  queueTestEvent,
  replayDelivery,
  updateEndpoint,
  type EndpointInput,
} from './queries';
import { urlProblem } from './url-guard';

export const WEBHOOK_NOT_FOUND_MESSAGE = '指定されたWebhookが見つかりません。';
export const DELIVERY_NOT_FOUND_MESSAGE = '指定された送信履歴が見つかりません。';

const LABELS = { url: 'URL', eventTypes: '受け取るイベント', active: '状態' };

export function webhookRoutes(services: Services) {
  const { db } = services;
  const policy = { allowLocalHttp: services.config.webhookAllowLocalHttp };
  const options = { labels: LABELS, notFound: WEBHOOK_NOT_FOUND_MESSAGE };

  /** The main account's request; the body's URL refused with a reason the form shows. */
  async function mainAccount(request: Parameters<typeof authOf>[0]) {
    const auth = authOf(request);
    await assertMainAccount(db, auth);
    return auth;
  }
  function checked(body: EndpointInput): EndpointInput {
    const problem = urlProblem(body.url, policy);
    if (problem) throw validationError({ url: [problem] });
    return body;
  }

  return async (app: FastifyInstance) => {
    route(app, calls['GET /settings/webhooks'], options, async ({ request }) => {
      const auth = await mainAccount(request);
      return listEndpoints(db, auth.agencyId);
    });

    route(app, calls['POST /settings/webhooks'], options, async ({ request, body }) => {
      const auth = await mainAccount(request);
      return createEndpoint(db, auth, checked(body), services.now());
    });

    route(app, calls['PUT /settings/webhooks/{id}'], options, async ({ request, params, body }) => {
      const auth = await mainAccount(request);
      return orNotFound(
        await updateEndpoint(db, auth, params.id, checked(body), services.now()),
        WEBHOOK_NOT_FOUND_MESSAGE,
      );
    });

    route(app, calls['DELETE /settings/webhooks/{id}'], options, async ({ request, params }) => {
      const auth = await mainAccount(request);
      orNotFound((await deleteEndpoint(db, auth, params.id)) || null, WEBHOOK_NOT_FOUND_MESSAGE);
      return null;
    });

    route(
      app,
      calls['GET /settings/webhooks/{id}/deliveries'],
      options,
      async ({ request, params }) => {
        const auth = await mainAccount(request);
        return orNotFound(
          await deliveryLog(db, auth.agencyId, params.id, services.now()),
          WEBHOOK_NOT_FOUND_MESSAGE,
        );
      },
    );

    route(
      app,
      calls['POST /settings/webhooks/{id}/deliveries/{deliveryId}/replay'],
      { labels: LABELS, notFound: DELIVERY_NOT_FOUND_MESSAGE },
      async ({ request, params }) => {
        const auth = await mainAccount(request);
        const queued = await replayDelivery(db, auth, params.id, params.deliveryId, services.now());
        orNotFound(queued || null, DELIVERY_NOT_FOUND_MESSAGE);
        return null;
      },
    );

    route(app, calls['POST /settings/webhooks/{id}/test'], options, async ({ request, params }) => {
      const auth = await mainAccount(request);
      const queued = await queueTestEvent(db, auth, params.id, services.now());
      orNotFound(queued || null, WEBHOOK_NOT_FOUND_MESSAGE);
      return null;
    });
  };
}
