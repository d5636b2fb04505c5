// Test helper of API連携: a token made through the api, as the settings screen makes it.
import type { CreatedApiToken } from '@portal/shared/contract/api-tokens';
import type { SiteId } from '@portal/shared/contract';
import type { Browser } from '../../test/test-app';

/** A new token of the browser's account (the secret is in the answer, once); throws unless 201. */
export async function createToken(
  browser: Browser,
  body: { name: string; scope: 'read' | 'write'; accountId?: number; expiresInDays?: number },
  siteId: SiteId = '25',
): Promise<CreatedApiToken> {
  const response = await browser.write('POST', siteId, '/settings/api-tokens', body);
  if (response.statusCode !== 201) throw new Error(`create token: ${response.body}`);
  return response.json().data;
}
