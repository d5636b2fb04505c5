// GET /infos and GET /infos/{id}: the announcements page.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { listInfos, readInfo } from './queries';

export const INFO_NOT_FOUND_MESSAGE = 'お知らせが見つかりません';

const infoParams = z.object({ infoId: z.coerce.number().int().positive().max(2_147_483_647) });

export function infoRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/infos', async (request) => ({ data: await listInfos(services.db, authOf(request)) }));

    app.get('/infos/:infoId', async (request) => {
      // An id that cannot exist is simply not found, like one that belongs to someone else.
      const params = infoParams.safeParse(request.params);
      if (!params.success) throw notFound(INFO_NOT_FOUND_MESSAGE);
      const info = await readInfo(services.db, authOf(request), params.data.infoId);
      if (!info) throw notFound(INFO_NOT_FOUND_MESSAGE);
      return { data: info };
    });
  };
}
