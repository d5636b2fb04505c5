// 設定 › API連携 › Webhook end to end, at 1280 and 390 px: the demo agency's main account adds an
// endpoint on a local receiver (the secret shown once), the company changes a selection status
// through the console and the receiver gets the webhook, verified with the Standard Webhooks
// library; the delivery log shows it, 再送 sends it again with the same webhook-id and 送信テスト
// sends a webhook.test; axe finds nothing serious. A sub-account reads that only the main
// account may. (The 500, 500, 200 retry chain is proven by the api test with a short schedule:
// the real one waits 5 s, then 5 min.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { DEMO, logInAs } from '../pages/portal';
import { SCREENS, checkScreen, expectAccessible } from '../support/a11y';
import { agencyCall } from '../support/agency-api';
import { candidateConsole } from '../support/applicants-console';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function receiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const verify = (secret: string, request: Received) =>
  new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  }) as { type: string; data: Record<string, unknown> };

const WEBHOOKS = '/25/employment-agency/settings/api/webhooks';

/** A referral of the demo agency (its first applicant's). */
async function demoCandidate(page: Page): Promise<number> {
  const list = await agencyCall<{ items: { id: number }[] }>(page, 'GET', '/applicants?limit=20');
  for (const applicant of list.items) {
    const referrals = await agencyCall<{ candidate: { id: number } }[]>(
      page,
      'GET',
      `/applicants/${applicant.id}/candidates`,
    );
    if (referrals[0]) return referrals[0].candidate.id;
  }
  throw new Error('the demo agency has no referral');
}

for (const [name, viewport] of SCREENS) {
  test.describe(`webhooks on the ${name}`, () => {
    test.use({ viewport });

    test('add an endpoint, receive the signed status change, 再送 and 送信テスト', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const hook = await receiver();
      await logInAs(page, '25', DEMO);
      await page.goto(WEBHOOKS);
      await expect(page.getByRole('heading', { name: 'API連携：Webhook', level: 1 })).toBeVisible();
      await checkScreen(page);

      await page.getByRole('button', { name: 'Webhookを追加' }).click();
      const form = page.getByRole('form', { name: 'Webhookの追加' });
      await form.getByLabel(/送信先URL/).fill(hook.url);
      await form.getByRole('checkbox', { name: '選考状況の変更' }).check();
      await expectAccessible(page);
      await form.getByRole('button', { name: '追加する' }).click();
      const secretHeading = page.getByRole('heading', { name: '署名シークレット' });
      await expect(secretHeading).toBeFocused();
      const secret = (await page.locator('code').filter({ hasText: 'whsec_' }).textContent())!;
      expect(secret).toMatch(/^whsec_/);
      await page.getByRole('button', { name: '保管しました' }).click();
      await expect(page.getByText(secret)).toHaveCount(0);

      await candidateConsole.setStatus(await demoCandidate(page), 3, `Webhook確認 ${name}`);
      await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(1);
      const event = verify(secret, hook.received[0]!);
      expect(event.type).toBe('referral.status_changed');
      expect(event.data.after).toMatchObject({ selectionStepName: `Webhook確認 ${name}` });

      const card = page.getByRole('listitem').filter({ hasText: hook.url });
      await card.getByRole('button', { name: '送信履歴' }).click();
      const log = page.getByRole('region', { name: `${hook.url} の送信履歴` });
      await expect(log.getByRole('row').nth(1)).toContainText('選考状況の変更');
      await expect(log.getByRole('row').nth(1)).toContainText('200');
      await expect(log.getByRole('row').nth(1)).toContainText('received');
      await checkScreen(page);

      await log.getByRole('button', { name: /再送/ }).first().click();
      await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(2);
      expect(hook.received[1]!.headers['webhook-id']).toBe(hook.received[0]!.headers['webhook-id']);
      verify(secret, hook.received[1]!);

      await card.getByRole('button', { name: `${hook.url} に送信テスト` }).click();
      await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(3);
      expect(verify(secret, hook.received[2]!).type).toBe('webhook.test');
      await expect(log.getByRole('row')).toHaveCount(4, { timeout: 10_000 });
      await expect(log.getByRole('row').nth(1)).toContainText('送信テスト');

      await card.getByRole('button', { name: `${hook.url} を削除` }).click();
      await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
      await expect(page.getByText('Webhookを削除しました')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: hook.url })).toHaveCount(0);
      await hook.close();
    });

    test('a sub-account reads that only the main account may', async ({ page }) => {
      await logInAs(page, '25', { userId: 'demo-tanaka', password: 'portal-staff-2026' });
      await page.goto(WEBHOOKS);
      await expect(
        page.getByText('Webhookの設定はメインアカウントのみ利用できます。'),
      ).toBeVisible();
      await checkScreen(page);
    });
  });
}
