// 操作履歴 and スタッフ (issue 22): the agency's whole trail and its CSV (main account only), the
// history of one applicant or candidate (any staff member of the agency), and the staff list.
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_PAGE_SIZE,
  auditCalls as calls,
  auditCsvFileName,
} from '@portal/shared/contract/audit';
import { route } from '../../contract/route';
import { sendStoredFile } from '../../files/download';
import { authOf } from '../../plugins/auth-guard';
import { orNotFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { APPLICANT_NOT_FOUND_MESSAGE } from '../applicants/routes';
import { readApplicant } from '../applicants/queries';
import { CANDIDATE_NOT_FOUND_MESSAGE, ownCandidate } from '../candidates/access-queries';
import { assertMainAccount, auditCsv, auditPage, staffOf } from './queries';

const LABELS = {
  accountId: 'スタッフ',
  action: '操作',
  from: '期間（開始）',
  to: '期間（終了）',
  cursor: 'ページ',
  limit: '件数',
};

export function auditRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    route(app, calls['GET /audit-records'], { labels: LABELS }, async ({ request, query }) => {
      const auth = authOf(request);
      await assertMainAccount(db, auth);
      const { cursor, limit, ...filter } = query;
      return auditPage(
        db,
        { agencyId: auth.agencyId, filter },
        { cursor, limit: limit ?? AUDIT_PAGE_SIZE },
      );
    });

    route(
      app,
      calls['GET /audit-records/export'],
      { labels: LABELS },
      async ({ request, reply, query }) => {
        const auth = authOf(request);
        await assertMainAccount(db, auth);
        return sendStoredFile(reply, {
          originalName: auditCsvFileName(services.now()),
          mimeType: 'text/csv; charset=utf-8',
          content: await auditCsv(db, { agencyId: auth.agencyId, filter: query }),
        });
      },
    );

    route(
      app,
      calls['GET /applicants/{id}/history'],
      { notFound: APPLICANT_NOT_FOUND_MESSAGE },
      async ({ request, params, query }) => {
        const auth = authOf(request);
        orNotFound(await readApplicant(db, auth, params.id), APPLICANT_NOT_FOUND_MESSAGE);
        return auditPage(
          db,
          { agencyId: auth.agencyId, applicantId: params.id },
          { cursor: query.cursor, limit: AUDIT_PAGE_SIZE },
        );
      },
    );

    route(
      app,
      calls['GET /candidates/{id}/history'],
      { notFound: CANDIDATE_NOT_FOUND_MESSAGE },
      async ({ request, params, query }) => {
        const auth = authOf(request);
        const own = await ownCandidate(db, auth, params.id);
        return auditPage(
          db,
          { agencyId: auth.agencyId, candidateId: own.id },
          { cursor: query.cursor, limit: AUDIT_PAGE_SIZE },
        );
      },
    );

    route(app, calls['GET /settings/staff'], {}, async ({ request }) => {
      const auth = authOf(request);
      await assertMainAccount(db, auth);
      return staffOf(db, auth.agencyId);
    });
  };
}
