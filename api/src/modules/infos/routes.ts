// GET /infos and GET /infos/{id}: the announcements page.
import type { FastifyInstance } from 'fastify';
import { infoCalls as calls } from '@portal/shared/contract/infos';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { orNotFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { listInfos, readInfo } from './queries';

export const INFO_NOT_FOUND_MESSAGE = 'お知らせが見つかりません';

export function infoRoutes(services: Services) {
  // An id that cannot exist is simply not found, like one that belongs to someone else.
  const options = { notFound: INFO_NOT_FOUND_MESSAGE };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /infos'], options, async ({ request }) =>
      listInfos(services.db, authOf(request)),
    );

    route(app, calls['GET /infos/{infoId}'], options, async ({ request, params }) => {
      const info = await readInfo(services.db, authOf(request), params.infoId);
      return orNotFound(info, INFO_NOT_FOUND_MESSAGE);
    });
  };
}
