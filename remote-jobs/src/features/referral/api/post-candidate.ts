// POST /jobs/{id}/candidates (紹介情報登録) and POST /candidates/{id} with _method=PUT (更新):
// multipart bodies built by engine/payload.ts.
import { api } from '@portal/shared/api';

export const postCandidate = (jobId: number, body: FormData) =>
  api.post('/jobs/{id}/candidates', { params: { id: jobId }, body });

export const updateCandidate = (candidateId: number, body: FormData) =>
  api.post('/candidates/{id}', { params: { id: candidateId }, body });
