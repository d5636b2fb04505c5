// POST /forgot-password and POST /reset-password (spec 1 §2, §7, §8).
import type { FastifyInstance } from 'fastify';
import { authCalls as calls } from '@portal/shared/contract/auth';
import { route } from '../../contract/route';
import { validationError } from '../../plugins/http-errors';
import { RATE_RULES } from '../../plugins/rate-limit';
import type { Services } from '../../services';
import { loginFailuresKey } from '../auth/routes';
import { requestPasswordReset, resetPassword } from './service';

export const RESET_FAILED_MESSAGE = 'パスワードリセットに失敗しました';
export const INVALID_RESET_LINK_MESSAGE =
  'このパスワード再設定リンクは無効か、有効期限が切れています。もう一度パスワード再発行を行ってください。';

const LABELS = {
  email: 'メールアドレス',
  token: 'トークン',
  password: 'パスワード',
  password_confirmation: 'パスワード（確認）',
};

export function passwordResetRoutes(services: Services) {
  const options = { labels: LABELS };
  return async (app: FastifyInstance) => {
    route(app, calls['POST /forgot-password'], options, async ({ body: { email }, request }) => {
      await services.limiter.hit(
        `forgot:ip:${request.ip}`,
        RATE_RULES.forgotPasswordPerIp,
        'email',
      );
      await services.limiter.hit(
        `forgot:email:${email.toLowerCase()}`,
        RATE_RULES.forgotPasswordPerEmail,
        'email',
      );
      await requestPasswordReset(services.db, services.mail, {
        email,
        siteId: request.siteId,
        publicUrl: services.config.publicUrl,
        now: services.now(),
      });
      // The same answer whether or not the address is known.
      return null;
    });

    route(app, calls['POST /reset-password'], options, async ({ body: input, request }) => {
      const ipKey = `reset:ip:${request.ip}`;
      await services.limiter.assertBelow(ipKey, RATE_RULES.resetPasswordFailuresPerIp, 'token');
      const accountId = await resetPassword(services.db, { ...input, now: services.now() });
      if (accountId === null) {
        await services.limiter.hit(ipKey, RATE_RULES.resetPasswordFailuresPerIp, 'token');
        throw validationError({ token: [INVALID_RESET_LINK_MESSAGE] }, RESET_FAILED_MESSAGE);
      }
      // Locked out by wrong guesses (their own or someone else's), the owner logs in right away.
      await services.limiter.clearFamily(loginFailuresKey(accountId));
      return null;
    });
  };
}
