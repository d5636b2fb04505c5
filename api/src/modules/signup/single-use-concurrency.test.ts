// Single-use secrets under concurrency: a company code, an invitation hash and a password-reset
// token, each sent by 8 clients at the same moment, are spent exactly once. Only PostgreSQL can
// prove it: PGlite has a single connection, so there every request runs one after the other.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createAgencyInput } from '../../company-console/schemas';
import { createAgency } from '../../company-console/service';
import { accounts } from '../../db/schema/agencies';
import { passwordResetTokens } from '../../db/schema/onboarding';
import { RATE_RULES } from '../../plugins/rate-limit';
import { digest } from '../../security/secrets';
import { api, Browser, consoleCreate, testAppForFile, mailsTo } from '../../test/test-app';

const PARALLEL = 8;
const ONE_WINNER = [200, ...Array<number>(PARALLEL - 1).fill(422)];

if (process.env.DATABASE_URL) {
  describe('single-use secrets under concurrency (PostgreSQL)', () => {
    const t = testAppForFile();
    /** Pool clients checked out at once: the most during the current burst. */
    let inUse = 0;
    let peakInUse = 0;

    beforeAll(async () => {
      const pool = t.database.pool;
      if (!pool) throw new Error('DATABASE_URL is set but the test database has no pg pool');
      pool.on('acquire', () => {
        inUse += 1;
        peakInUse = Math.max(peakInUse, inUse);
      });
      pool.on('release', () => {
        inUse -= 1;
      });
    });
    afterEach(() => jest.restoreAllMocks());

    const operator = (url: string, payload: object) => consoleCreate(t.app, url, payload);

    /**
     * PARALLEL writes to one path from as many browsers. Every CSRF handshake is done first, so
     * the writes themselves leave together (one Promise.all over app.inject) and meet in the
     * database; the pool must have had more than one of them in flight at once.
     */
    async function burst(path: string, payload: (i: number) => object) {
      expect(t.database.pool?.options.max).toBeGreaterThan(1);
      const clients = await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          const browser = new Browser(t.app);
          return { browser, token: await browser.csrfToken('25') };
        }),
      );
      peakInUse = inUse;
      const responses: LightMyRequestResponse[] = await Promise.all(
        clients.map(({ browser, token }, i) =>
          browser.request({
            method: 'POST',
            url: api('25', path),
            headers: { 'x-xsrf-token': token },
            payload: payload(i),
          }),
        ),
      );
      expect(peakInUse).toBeGreaterThan(1);
      return responses;
    }

    const statuses = (responses: LightMyRequestResponse[]) =>
      responses.map((response) => response.statusCode).sort((a, b) => a - b);

    let serial = 0;

    it('signs up exactly one main account from one company code', async () => {
      // The losers count as code failures per e-mail (5 allowed, then 429): all 8 use the
      // e-mail the code was issued for, so the limit is raised here to see the plain 422s.
      jest.replaceProperty(RATE_RULES, 'companyCodeFailuresPerEmail', {
        ...RATE_RULES.companyCodeFailuresPerEmail,
        max: 100,
      });
      serial += 1;
      const email = `race-owner${serial}@new-agency.example`;
      const { agency } = await operator('/agencies', { name: `競合エージェント${serial}`, email });
      const { companyCode } = await operator('/company-codes', { agencyId: agency.id, email });

      const responses = await burst('/signup/store-account-info', (i) => ({
        // The code is bound to its e-mail (and e-mails are unique case-insensitively), so the
        // clients differ in their user ID only.
        userId: `race-owner${serial}-${i}`,
        password: 'owner-pass-2026',
        email,
        companyName: '株式会社きょうそうキャリア',
        phone: '045-222-1010',
        contactPerson: '小林 真理',
        address: '神奈川県横浜市西区みなとみらい二丁目3番1号',
        companyCode,
      }));

      expect(statuses(responses)).toEqual(ONE_WINNER);
      for (const loser of responses.filter((response) => response.statusCode !== 200)) {
        expect(loser.json().errors.companyCode).toBeDefined();
      }
      const winner = responses.find((response) => response.statusCode === 200);
      const mains = await t.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.agencyId, agency.id), eq(accounts.kind, 'main')));
      expect(mains).toHaveLength(1);
      expect(mains[0].userId).toBe(winner?.json().data.userId);
    });

    it('signs up exactly one main account from two codes of one agency', async () => {
      // Two codes issued for one agency (to two of its addresses): each code is single use,
      // but the agency still gets only one main account.
      serial += 1;
      const emails = [1, 2].map((n) => `race-owner${serial}-${n}@new-agency.example`);
      const { agency } = await operator('/agencies', {
        name: `競合エージェント${serial}`,
        email: emails[0],
      });
      const codes: string[] = [];
      for (const email of emails) {
        codes.push((await operator('/company-codes', { agencyId: agency.id, email })).companyCode);
      }

      const responses = await burst('/signup/store-account-info', (i) => ({
        userId: `race-owner${serial}-${i}`,
        password: 'owner-pass-2026',
        email: emails[i % 2],
        companyName: '株式会社きょうそうキャリア',
        phone: '045-222-1010',
        contactPerson: '小林 真理',
        address: '神奈川県横浜市西区みなとみらい二丁目3番1号',
        companyCode: codes[i % 2],
      }));

      expect(statuses(responses)).toEqual(ONE_WINNER);
      expect(
        await t.database.db.$count(
          accounts,
          and(eq(accounts.agencyId, agency.id), eq(accounts.kind, 'main')),
        ),
      ).toBe(1);
    });

    it('signs up exactly one sub-account from one invitation', async () => {
      serial += 1;
      const { agency } = await operator('/agencies', {
        name: `招待エージェント${serial}`,
        email: `race-agency${serial}@agency.example`,
      });
      const invited = `race-staff${serial}@agency.example`;
      const { hashId } = await operator('/invitations', { agencyId: agency.id, email: invited });

      const responses = await burst('/signup/store-sub-account', (i) => ({
        userId: `race-staff${serial}-${i}`,
        password: 'staff-pass-2026',
        hashId,
      }));

      expect(statuses(responses)).toEqual(ONE_WINNER);
      for (const loser of responses.filter((response) => response.statusCode !== 200)) {
        expect(loser.json().errors.hashId).toBeDefined();
      }
      const subs = await t.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.agencyId, agency.id), eq(accounts.kind, 'sub')));
      expect(subs).toHaveLength(1);
      expect(subs[0].email).toBe(invited);
    });

    it('resets the password exactly once from one reset token', async () => {
      serial += 1;
      const account = {
        userId: `race-reset${serial}`,
        email: `race-reset${serial}@agency.example`,
        password: 'first-pass-2026',
      };
      await createAgency(
        t.database.db,
        createAgencyInput.parse({
          name: `株式会社リセット競合${serial}`,
          email: account.email,
          account,
        }),
      );
      const asked = await new Browser(t.app).write('POST', '25', '/forgot-password', {
        email: account.email,
      });
      expect(asked.statusCode).toBe(200);
      const [mail] = await mailsTo(t.app, account.email);
      const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(token).not.toBe('');

      const passwordOf = (i: number) => `parallel-pass-${i}-2026`;
      const responses = await burst('/reset-password', (i) => ({
        token,
        email: account.email,
        password: passwordOf(i),
        password_confirmation: passwordOf(i),
      }));

      expect(statuses(responses)).toEqual(ONE_WINNER);
      const [stored] = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenDigest, digest(token)));
      expect(stored.usedAt).not.toBeNull();
      // The password is the winner's.
      const winner = responses.findIndex((response) => response.statusCode === 200);
      await new Browser(t.app).login('25', { email: account.userId, password: passwordOf(winner) });
    });
  });
} else {
  describe('single-use secrets under concurrency', () => {
    it('runs on PostgreSQL only (PGlite has one connection: nothing runs concurrently)', () => {
      expect(process.env.DATABASE_URL).toBeUndefined();
    });
  });
}
