// The ダッシュボード calls (issue 29): やること, 回答待ち, 実績, the candidate page's follow-up and
// the thresholds, all scoped to the session's agency and site (another agency's ids are 404).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { dashboardCalls as calls, type unplannedQuery } from '@portal/shared/contract/dashboard';
import { route } from '../../contract/route';
import { authOf, type AuthContext } from '../../plugins/auth-guard';
import { HttpError, orNotFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { toReferral, unplannedPage, waitingPage, type ListFilter } from './referral-queries';
import {
  checkOwner,
  dueAtOf,
  followUp,
  funnel,
  funnelReferrals,
  funnelTrend,
  isMainAccount,
  MAIN_ONLY_MESSAGE,
  ownerOf,
  summary,
  TASK_NOT_FOUND_MESSAGE,
  taskList,
  taskSubject,
  toMark,
} from './service';
import { deleteTask, findTask, insertTask, updateTask } from './task-queries';
import { saveThresholds, thresholdsOf } from './waiting-queries';

export function dashboardRoutes(services: Services) {
  const { db } = services;
  const options = { notFound: TASK_NOT_FOUND_MESSAGE };

  /** Other tabs of the agency refresh their badges (the overdue count). */
  const publishBadges = (agencyId: number) =>
    services.live.publish({ agencyId, siteId: null, type: 'badges' }).catch(() => {});

  /** The filter of a referral list (未計画, 回答待ち) from its query: the owner is checked. */
  const listFilter = async (
    auth: AuthContext,
    query: z.output<typeof unplannedQuery>,
  ): Promise<ListFilter> => ({
    staffAccountId: await ownerOf(db, auth, query.owner),
    companyId: query.companyId,
    cursor: query.cursor,
    limit: query.limit,
  });

  return async (app: FastifyInstance) => {
    route(app, calls['GET /dashboard/summary'], options, async ({ request }) =>
      summary(db, authOf(request), services.now()),
    );

    route(app, calls['GET /dashboard/tasks'], options, async ({ request, query }) => {
      const auth = authOf(request);
      return taskList(
        db,
        auth,
        { ...query, ownerAccountId: await ownerOf(db, auth, query.owner) },
        services.now(),
      );
    });

    route(app, calls['POST /dashboard/tasks'], options, async ({ request, body }) => {
      const auth = authOf(request);
      const subject = await taskSubject(db, auth, body.applicantId, body.candidateId);
      const ownerAccountId = await checkOwner(db, auth, body.ownerAccountId ?? auth.accountId);
      const now = services.now();
      const id = await insertTask(
        db,
        auth,
        {
          ...subject,
          title: body.title,
          note: body.note,
          dueAt: dueAtOf(body.dueAt),
          ownerAccountId,
        },
        now,
      );
      await publishBadges(auth.agencyId);
      return orNotFound(await findTask(db, auth, id, now), TASK_NOT_FOUND_MESSAGE);
    });

    route(app, calls['PATCH /dashboard/tasks/{id}'], options, async ({ request, params, body }) => {
      const auth = authOf(request);
      const now = services.now();
      const change = {
        ...body,
        dueAt: body.dueAt !== undefined ? dueAtOf(body.dueAt) : undefined,
        ownerAccountId:
          body.ownerAccountId !== undefined
            ? await checkOwner(db, auth, body.ownerAccountId)
            : undefined,
      };
      orNotFound(await updateTask(db, auth, params.id, change, now), TASK_NOT_FOUND_MESSAGE);
      await publishBadges(auth.agencyId);
      return orNotFound(await findTask(db, auth, params.id, now), TASK_NOT_FOUND_MESSAGE);
    });

    route(app, calls['DELETE /dashboard/tasks/{id}'], options, async ({ request, params }) => {
      const auth = authOf(request);
      orNotFound((await deleteTask(db, auth, params.id)) || null, TASK_NOT_FOUND_MESSAGE);
      await publishBadges(auth.agencyId);
      return null;
    });

    route(app, calls['GET /dashboard/unplanned'], options, async ({ request, query }) => {
      const auth = authOf(request);
      const page = await unplannedPage(db, auth, await listFilter(auth, query));
      return { items: page.rows.map(toReferral), total: page.total, nextCursor: page.nextCursor };
    });

    route(app, calls['GET /dashboard/waiting'], options, async ({ request, query }) => {
      const auth = authOf(request);
      const page = await waitingPage(db, auth, await listFilter(auth, query));
      return {
        items: page.rows.map((row) => ({ ...toReferral(row), waiting: toMark(row) })),
        total: page.total,
        nextCursor: page.nextCursor,
      };
    });

    route(
      app,
      calls['GET /candidates/{id}/follow-up'],
      { notFound: '紹介情報が見つかりません' },
      async ({ request, params }) => followUp(db, authOf(request), params.id, services.now()),
    );

    route(app, calls['GET /settings/waiting-thresholds'], options, async ({ request }) => {
      const auth = authOf(request);
      return {
        ...(await thresholdsOf(db, auth.agencyId)),
        editable: await isMainAccount(db, auth),
      };
    });

    route(app, calls['PUT /settings/waiting-thresholds'], options, async ({ request, body }) => {
      const auth = authOf(request);
      if (!(await isMainAccount(db, auth))) throw new HttpError(403, MAIN_ONLY_MESSAGE);
      await saveThresholds(db, auth, body, services.now());
      return { ...(await thresholdsOf(db, auth.agencyId)), editable: true };
    });

    route(app, calls['GET /dashboard/funnel'], options, async ({ request, query }) =>
      funnel(db, authOf(request), query, services.now()),
    );

    route(app, calls['GET /dashboard/funnel/trend'], options, async ({ request, query }) =>
      funnelTrend(db, authOf(request), query, services.now()),
    );

    route(app, calls['GET /dashboard/funnel/referrals'], options, async ({ request, query }) =>
      funnelReferrals(db, authOf(request), query, services.now()),
    );
  };
}
