// Saves a file the typed client fetched (`api.blob(...)`: a message attachment, a form answer, an
// ES file, an evaluation paper) under its name. Through the client, a lost session goes to the
// login page and a missing file follows the catalogue; in preview mode nothing is fetched.
import type { Result } from '@portal/shared/http';

export async function downloadFile(
  download: Promise<Result<Blob>>,
  name: string,
): Promise<Result<null>> {
  const result = await download;
  if (!result.ok) return result;
  // Preview mode answers without a body: there is nothing to save.
  if (!(result.data instanceof Blob)) return { ok: true, data: null };
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
