// POST /jobs/{id}/candidates-bulk-store: one CSV file; the server answers 処理を開始しました.
import { http } from '@portal/shared/http';

export const postBulkStore = (jobId: number, file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return http.post<{ message: string; importId: number; totalRows: number }>(
    `jobs/${jobId}/candidates-bulk-store`,
    body,
  );
};
