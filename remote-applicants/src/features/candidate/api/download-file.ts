// Downloads a file of a candidate (message attachment, form answer, ES file, evaluation paper)
// through the shared client and saves it under its name.
import { http } from '@portal/shared/http';
import type { Result } from '@portal/shared/http';

export async function downloadFile(path: string, name: string): Promise<Result<null>> {
  const result = await http.blob(path);
  if (!result.ok) return result;
  const url = URL.createObjectURL(result.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { ok: true, data: null };
}
