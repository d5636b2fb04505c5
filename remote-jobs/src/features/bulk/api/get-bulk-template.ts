// GET /jobs/{id}/bulk-entry-form-fields: the CSV template as a Blob, saved as
// 一括紹介フォーマット_MMDD.csv (the date in Japan).
import { http } from '@portal/shared/http';

export const getBulkTemplate = (jobId: number) => http.blob(`jobs/${jobId}/bulk-entry-form-fields`);

export function templateFileName(now = new Date()): string {
  const tokyo = new Date(now.getTime() + 9 * 3600_000);
  const mm = String(tokyo.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(tokyo.getUTCDate()).padStart(2, '0');
  return `一括紹介フォーマット_${mm}${dd}.csv`;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
