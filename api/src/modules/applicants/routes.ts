// GET/POST /applicants, GET/PUT /applicants/{id} and GET /applicants/{id}/candidates, all scoped
// to the session's agency and site: another agency's applicant is not found.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import { createApplicant, listApplicants, readApplicant, updateApplicant } from './queries';
import { referredJobs } from './referred-jobs-queries';
import {
  APPLICANT_LABELS,
  applicantListQuery,
  applicantPayload,
  idParam,
  selectedCompanyQuery,
} from './schemas';

export const APPLICANT_NOT_FOUND_MESSAGE = '候補者が見つかりません';

export function applicantIdOf(params: unknown): number {
  const parsed = idParam.safeParse(params);
  // An id that cannot exist is simply not found, like one that belongs to someone else.
  if (!parsed.success) throw notFound(APPLICANT_NOT_FOUND_MESSAGE);
  return parsed.data.id;
}

export function applicantRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/applicants', async (request) => {
      const query = parseInput(applicantListQuery, request.query, APPLICANT_LABELS);
      return { data: await listApplicants(services.db, authOf(request), query) };
    });

    app.post('/applicants', async (request, reply) => {
      const payload = parseInput(applicantPayload, request.body, APPLICANT_LABELS);
      const created = await createApplicant(services.db, authOf(request), payload);
      return reply.code(201).send({ data: created });
    });

    app.get('/applicants/:id', async (request) => {
      const applicant = await readApplicant(
        services.db,
        authOf(request),
        applicantIdOf(request.params),
      );
      if (!applicant) throw notFound(APPLICANT_NOT_FOUND_MESSAGE);
      return { data: applicant };
    });

    app.put('/applicants/:id', async (request) => {
      const id = applicantIdOf(request.params);
      const auth = authOf(request);
      if (!(await readApplicant(services.db, auth, id)))
        throw notFound(APPLICANT_NOT_FOUND_MESSAGE);
      const payload = parseInput(applicantPayload, request.body, APPLICANT_LABELS);
      const updated = await updateApplicant(services.db, auth, id, payload);
      if (!updated) throw notFound(APPLICANT_NOT_FOUND_MESSAGE);
      return { data: updated };
    });

    app.get('/applicants/:id/candidates', async (request) => {
      const id = applicantIdOf(request.params);
      const auth = authOf(request);
      if (!(await readApplicant(services.db, auth, id)))
        throw notFound(APPLICANT_NOT_FOUND_MESSAGE);
      const { selectedCompanyId } = parseInput(
        selectedCompanyQuery,
        request.query,
        APPLICANT_LABELS,
      );
      return { data: await referredJobs(services.db, auth, id, selectedCompanyId) };
    });
  };
}
