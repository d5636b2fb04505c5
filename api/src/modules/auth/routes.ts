// POST /login and POST /logout of the agency portal (both service lines).
import type { FastifyInstance } from 'fastify';
import { authCalls as calls } from '@portal/shared/contract/auth';
import { serviceTypeOf } from '@portal/shared/site';
import { route } from '../../contract/route';
import { auditOf, byAccount, recordAudit } from '../../audit/record';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import { RATE_RULES } from '../../plugins/rate-limit';
import type { Services } from '../../services';
import { unknownAccountHash, verifyPassword } from './passwords';
import { findAccountByLogin } from './queries';

/**
 * The counters of an account's failed logins, whichever identifier was typed: one per client
 * address (`login:account:7|203.0.113.5`, 5 allowed) and the ceiling across addresses
 * (`login:account:7`, 50 allowed). Failures for an unknown login count under what was typed.
 * A password reset clears them all: the owner proved the mailbox is theirs.
 */
export const loginFailuresKey = (accountId: number) => `login:account:${accountId}`;
const loginKeys = (accountKey: string, ip: string) => ({
  account: accountKey,
  accountAndIp: `${accountKey}|${ip}`,
  ip: `login:ip:${ip}`,
});

export const LOGIN_FAILED_MESSAGE = 'ログインに失敗しました';
export const LOGIN_FAILED_FIELD_MESSAGE =
  'メールアドレス（ユーザーID）またはパスワードが正しくありません。';

const LOGIN_LABELS = {
  email: 'メールアドレス（ユーザーID）',
  password: 'パスワード',
  remember_me: 'ログイン状態の保持',
  serviceType: 'サービス種別',
};

export function authRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(
      app,
      calls['POST /login'],
      { labels: LOGIN_LABELS },
      async ({ body: input, request, reply }) => {
        const account = await findAccountByLogin(services.db, input.email);
        const keys = loginKeys(
          account ? loginFailuresKey(account.id) : `login:login:${input.email.toLowerCase()}`,
          request.ip,
        );
        const { limiter } = services;
        await limiter.assertBelow(
          keys.accountAndIp,
          RATE_RULES.loginFailuresPerAccountAndIp,
          'email',
        );
        await limiter.assertBelow(keys.account, RATE_RULES.loginFailuresPerAccount, 'email');
        await limiter.assertBelow(keys.ip, RATE_RULES.loginFailuresPerIp, 'email');
        const passwordHash = account?.passwordHash ?? (await unknownAccountHash());
        const valid = await verifyPassword(passwordHash, input.password);
        if (!account || !valid) {
          await limiter.hit(keys.accountAndIp, RATE_RULES.loginFailuresPerAccountAndIp, 'email');
          await limiter.hit(keys.account, RATE_RULES.loginFailuresPerAccount, 'email');
          await limiter.hit(keys.ip, RATE_RULES.loginFailuresPerIp, 'email');
          throw validationError({ email: [LOGIN_FAILED_FIELD_MESSAGE] }, LOGIN_FAILED_MESSAGE);
        }
        // The right password forgives this address's failures; the ceiling runs out by itself.
        await limiter.clear(keys.accountAndIp);
        await services.sessions.regenerate(
          request,
          reply,
          serviceTypeOf(request.siteId),
          account,
          input.remember_me,
        );
        await recordAudit(services.db, {
          agencyId: account.agencyId,
          siteId: request.siteId,
          actor: byAccount({ accountId: account.id }),
          action: 'session.login',
          target: { type: 'session' },
        });
        return {
          userId: account.userId,
          email: account.email,
          introductionCompanyName: account.agencyName,
        };
      },
    );

    route(app, calls['POST /logout'], {}, async ({ request, reply }) => {
      await recordAudit(services.db, {
        ...auditOf(authOf(request)),
        action: 'session.logout',
        target: { type: 'session' },
      });
      await services.sessions.destroy(request, reply, serviceTypeOf(request.siteId));
      return null;
    });
  };
}
