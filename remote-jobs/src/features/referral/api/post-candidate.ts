// POST /jobs/{id}/candidates (紹介情報登録) and POST /candidates/{id} with _method=PUT (更新):
// the multipart form built by engine/payload.ts.
import { api } from '@portal/shared/api';
import type { ReferralForm } from '../engine/payload';

export const postCandidate = (jobId: number, form: ReferralForm) =>
  api.post('/jobs/{id}/candidates', { params: { id: jobId }, form });

export const updateCandidate = (candidateId: number, form: ReferralForm) =>
  api.post('/candidates/{id}', { params: { id: candidateId }, form: { ...form, _method: 'PUT' } });
