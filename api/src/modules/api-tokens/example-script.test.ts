// The outside script of the README's API連携 section (examples/agency-api.mjs) against a running
// api: a token made through the api as the main account would make it on the screen, then the
// script — plain node, its own process, fetch over HTTP — lists, registers and refers. Nothing is
// written to the database by hand; what the script did is read back through the api.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { testAppForFile, signedIn } from '../../test/test-app';
import { createToken } from './api-tokens-test-kit';

jest.setTimeout(120_000);

const SCRIPT = path.join(__dirname, '../../../../examples/agency-api.mjs');

const t = testAppForFile();
let baseUrl: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const runScript = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [SCRIPT], {
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 60_000,
  });

it('lists applicants, registers one and refers them to a job with a read-write token', async () => {
  const main = await signedIn(t.app);
  const { secret } = await createToken(main, { name: 'サンプルスクリプト', scope: 'write' });

  const { stdout } = await runScript({ BASE_URL: baseUrl, SITE: '25', TOKEN: secret });
  const steps = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(steps.map((line) => line.step).filter((name) => name !== 'skip')).toEqual([
    'list',
    'register',
    'refer',
  ]);
  const listed = steps[0] as { total: number };
  expect(listed.total).toBeGreaterThan(0);
  const { applicantId } = steps[1] as { applicantId: number };
  const { candidateId } = steps.at(-1) as { candidateId: number };

  // Through the screens' api: the applicant and the referral are there, written by the token.
  const applicant = (await main.get('25', `/applicants/${applicantId}`)).json().data;
  expect(applicant).toMatchObject({ seiKanji: '連携', meiKanji: '一郎' });
  const referrals = (await main.get('25', `/applicants/${applicantId}/candidates`)).body;
  expect(referrals).toContain(`"id":${candidateId}`);
  const trail = (await main.get('25', '/audit-records?action=referral.created')).json().data;
  expect(trail.records[0].actor.apiToken).toBe('サンプルスクリプト');
});

it('stops with the api’s reason when the token is read-only', async () => {
  const main = await signedIn(t.app);
  const { secret } = await createToken(main, { name: '読み取りのみ', scope: 'read' });
  await expect(runScript({ BASE_URL: baseUrl, SITE: '25', TOKEN: secret })).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('POST /applicants: 403'),
  });
});
