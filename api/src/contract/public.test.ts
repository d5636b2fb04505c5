// Whether a call needs a login is its contract's `public` flag, nothing else: every call of the
// agency api asked without a session answers 401 unless the contract marks it public, and a
// public one never does (login, password reset, sign-up, the calendar feed).
import { apiCalls } from '@portal/shared/contract/calls';
import type { CallDeclaration } from '@portal/shared/contract/define';
import { Browser, api, testAppForFile } from '../test/test-app';

const t = testAppForFile();

const fill = (path: string) =>
  path.replace('{file}', `${'a'.repeat(24)}.ics`).replace(/\{\w+\}/g, '1');

it('answers 401 without a session exactly for the calls the contract does not mark public', async () => {
  const browser = new Browser(t.app);
  const token = await browser.csrfToken('25');
  const wrong: string[] = [];
  let publicCalls = 0;
  for (const declaration of Object.values(apiCalls) as CallDeclaration[]) {
    // The stream never answers an inject when it is open; asked without a session it is a 401.
    const response = await browser.request({
      method: declaration.method,
      url: api('25', fill(declaration.path)),
      headers: { 'x-xsrf-token': token },
    });
    const unauthenticated = response.statusCode === 401;
    if (declaration.public) publicCalls++;
    if (unauthenticated === Boolean(declaration.public)) {
      wrong.push(
        `${declaration.method} ${declaration.path}: public=${Boolean(declaration.public)} → ${response.statusCode}`,
      );
    }
  }
  expect(wrong).toEqual([]);
  expect(publicCalls).toBeGreaterThan(5);
});
