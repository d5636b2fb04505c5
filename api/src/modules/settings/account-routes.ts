// GET/PATCH /settings/account and PATCH /settings/password.
import type { FastifyInstance } from 'fastify';
import { settingsCalls as calls } from '@portal/shared/contract/settings';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import { RATE_RULES } from '../../plugins/rate-limit';
import type { Services } from '../../services';
import { EMAIL_TAKEN_MESSAGE } from '../auth/account-rules';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { takenIdentifiers } from '../auth/queries';
import {
  readAccountKind,
  readAccountSettings,
  readPasswordHash,
  writeAccountSettings,
  writePasswordHash,
} from './account-queries';
import { readNotificationSettings } from './notification-queries';

const LABELS = {
  introductionCompanyName: '会社名',
  phoneNumber: '電話番号',
  contactPersonnel: '担当者名',
  address: '住所',
  email: 'メールアドレス',
  additionalEmail: '追加メールアドレス',
  oldPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  newPasswordConfirmation: '新しいパスワード（確認）',
};

export const WRONG_OLD_PASSWORD_MESSAGE = '現在のパスワードが正しくありません。';

export function accountSettingsRoutes(services: Services) {
  const options = { labels: LABELS };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /settings/account'], options, async ({ request }) => {
      const auth = authOf(request);
      return {
        introductionCompanyAccount: await readAccountSettings(services.db, auth),
        introductionNotificationSetting: await readNotificationSettings(
          services.db,
          auth.agencyId,
          auth.siteId,
        ),
        accountKind: await readAccountKind(services.db, auth.accountId),
      };
    });

    route(app, calls['PATCH /settings/account'], options, async ({ request, body: input }) => {
      const auth = authOf(request);
      const taken = await takenIdentifiers(services.db, { email: input.email }, auth.accountId);
      if (taken.email) throw validationError({ email: [EMAIL_TAKEN_MESSAGE] });
      await writeAccountSettings(services.db, auth, input, services.now());
      return null;
    });

    route(app, calls['PATCH /settings/password'], options, async ({ request, body: input }) => {
      const auth = authOf(request);
      // A stolen session must not turn into unlimited guesses at the current password.
      const key = `password-change:${auth.accountId}`;
      const rule = RATE_RULES.passwordChangeFailuresPerAccount;
      await services.limiter.assertBelow(key, rule, 'oldPassword');
      const current = await readPasswordHash(services.db, auth.accountId);
      if (!(await verifyPassword(current, input.oldPassword))) {
        await services.limiter.hit(key, rule, 'oldPassword');
        throw validationError({ oldPassword: [WRONG_OLD_PASSWORD_MESSAGE] });
      }
      await services.limiter.clear(key);
      const passwordHash = await hashPassword(input.newPassword);
      await writePasswordHash(services.db, auth, passwordHash, services.now());
      // Other browsers logged in with the old password are logged out; this one stays.
      await services.sessions.destroyAllOf(auth.accountId, request.session?.id);
      return null;
    });
  };
}
