// Test helpers of the chat calls: multipart writes as the browser sends them and tiny valid files.
import type { SiteId } from '@portal/shared/contract';
import { api, type Browser } from '../../test/test-app';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const EXE = Buffer.from('4d5a90000300000004000000ffff0000', 'hex');

export type Part = [name: string, value: string | Buffer, filename?: string];

export async function sendMultipart(
  browser: Browser,
  siteId: SiteId,
  path: string,
  parts: Part[],
  options: { csrf?: boolean } = {},
) {
  const body = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value)]), filename);
  }
  const request = new Request('http://x/', { method: 'POST', body });
  const token = options.csrf === false ? '' : await browser.csrfToken(siteId);
  return browser.request({
    method: 'POST',
    url: api(siteId, path),
    headers: {
      ...Object.fromEntries(request.headers),
      ...(token ? { 'x-xsrf-token': token } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
