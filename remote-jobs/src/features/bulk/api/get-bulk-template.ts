// GET /jobs/{id}/bulk-entry-form-fields: the CSV template as a Blob, saved as
// 一括紹介フォーマット_MMDD.csv (the date in Japan).
import { api } from '@portal/shared/api';
import { bulkTemplateFileName } from '@portal/shared/contract/bulk-rules';

export const getBulkTemplate = (jobId: number) =>
  api.blob('/jobs/{id}/bulk-entry-form-fields', { params: { id: jobId } });

/** The name the api gives the file too (one rule in @portal/shared/contract/bulk). */
export const templateFileName = (now = new Date()) => bulkTemplateFileName(now);
