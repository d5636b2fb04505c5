// The bulk referral of a job (一括紹介), one small resource with four calls:
// - GET /jobs/{id}/bulk-entry-form-fields: the CSV template as a Blob, saved as
//   一括紹介フォーマット_MMDD.csv (the date in Japan);
// - POST /jobs/{id}/candidates-bulk-store: one CSV file; the server answers 処理を開始しました;
// - GET /jobs/{id}/bulk-import-results: every row of the latest import, page by page (100 rows),
//   filtered on the server (all, referred, failed, linked, flagged); the counts come with each page;
// - GET and DELETE /jobs/{id}/bulk-create-failed-candidates: the rows that could not be referred,
//   and "delete history" (clears them and the flag; the contract's CHANGES refresh the job, its
//   lists and the badges).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callPagesQuery, callQuery } from '@portal/shared/call-query';
import { bulkTemplateFileName, type BulkResultFilter } from '@portal/shared/contract/bulk-rules';

export const getBulkTemplate = (jobId: number) =>
  api.blob('/jobs/{id}/bulk-entry-form-fields', { params: { id: jobId } });

/** The name the api gives the file too (one rule in @portal/shared/contract/bulk-rules). */
export const templateFileName = (now = new Date()) => bulkTemplateFileName(now);

export const postBulkStore = (jobId: number, file: File) =>
  api.post('/jobs/{id}/candidates-bulk-store', {
    params: { id: jobId },
    form: { files: { file: [file] } },
  });

export function useBulkResults(jobId: number, filter: BulkResultFilter) {
  return useInfiniteQuery({
    ...callPagesQuery('/jobs/{id}/bulk-import-results', {
      params: { id: jobId },
      query: { filter },
    }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export const deleteFailedCandidates = (jobId: number) =>
  api.delete('/jobs/{id}/bulk-create-failed-candidates', { params: { id: jobId } });

export function useFailedCandidates(jobId: number, enabled: boolean) {
  return useQuery({
    ...callQuery('/jobs/{id}/bulk-create-failed-candidates', { params: { id: jobId } }),
    staleTime: 0,
    enabled,
  });
}
