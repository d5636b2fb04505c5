// POST /jobs/{id}/candidates (紹介情報登録) and POST /candidates/{id} with _method=PUT (更新):
// multipart bodies built by engine/payload.ts.
import type { CandidateRegistrationResponse } from '@portal/shared/contract/jobs';
import { http } from '@portal/shared/http';

export const postCandidate = (jobId: number, body: FormData) =>
  http.post<CandidateRegistrationResponse>(`jobs/${jobId}/candidates`, body);

export const updateCandidate = (candidateId: number, body: FormData) =>
  http.post<CandidateRegistrationResponse>(`candidates/${candidateId}`, body);
