// The Jobs calls of spec 2 §7: list (search, status, sort, company), detail with the agency's
// bulk-import flag and progress, entry-form fields, company id and the referred candidates.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { JOB_SORT_FIELDS, JOB_STATUS_FILTERS } from '@portal/shared/contract/jobs';
import { authOf } from '../../plugins/auth-guard';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import { findVisibleJob } from './access';
import { formFieldsOf, jobCandidates, jobDetail, listJobs } from './queries';

const keyword = z.string().trim().max(200).optional();
const listQuery = z.object({
  jobName: keyword,
  jobCategory: keyword,
  area: keyword,
  status: z.enum(JOB_STATUS_FILTERS).optional(),
  sortField: z.enum(JOB_SORT_FIELDS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  selectedCompanyId: z
    .union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional(),
});
const LIST_LABELS = {
  jobName: '求人タイトル',
  jobCategory: '職種',
  area: 'エリア',
  status: 'ステータス',
  sortField: '並び替え項目',
  sortOrder: '並び順',
  selectedCompanyId: '企業',
};
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const candidatesQuery = z.object({
  sortField: z.enum(['name', 'status']).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});

export function jobRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/jobs', async (request) => {
      const query = parseInput(listQuery, request.query, LIST_LABELS);
      const { selectedCompanyId, ...rest } = query;
      const data = await listJobs(
        services.db,
        authOf(request),
        { ...rest, selectedCompanyId: selectedCompanyId === '' ? undefined : selectedCompanyId },
        services.now(),
      );
      return { data };
    });

    app.get('/jobs/:id', async (request) => {
      const { id } = parseInput(idParams, request.params, { id: '求人ID' });
      return { data: await jobDetail(services.db, authOf(request), id) };
    });

    app.get('/jobs/:id/entry-form-fields', async (request) => {
      const { id } = parseInput(idParams, request.params, { id: '求人ID' });
      const job = await findVisibleJob(services.db, authOf(request), id);
      return { data: await formFieldsOf(services.db, job.id) };
    });

    app.get('/jobs/:id/company-id', async (request) => {
      const { id } = parseInput(idParams, request.params, { id: '求人ID' });
      const job = await findVisibleJob(services.db, authOf(request), id);
      return { data: { companyId: job.companyId } };
    });

    app.get('/jobs/:id/candidates', async (request) => {
      const { id } = parseInput(idParams, request.params, { id: '求人ID' });
      const sort = parseInput(candidatesQuery, request.query, {
        sortField: '並び替え項目',
        sortOrder: '並び順',
      });
      const auth = authOf(request);
      const job = await findVisibleJob(services.db, auth, id);
      return { data: await jobCandidates(services.db, auth, job.id, sort) };
    });
  };
}
