// POST /jobs/{id}/candidates-bulk-store: one CSV file; the server answers 処理を開始しました.
import { api } from '@portal/shared/api';

export const postBulkStore = (jobId: number, file: File) =>
  api.post('/jobs/{id}/candidates-bulk-store', {
    params: { id: jobId },
    form: { files: { file: [file] } },
  });
