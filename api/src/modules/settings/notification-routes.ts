// GET/PUT /settings/notifications: the agency's notification map (every key, default off).
import type { FastifyInstance } from 'fastify';
import { settingsCalls as calls } from '@portal/shared/contract/settings';
import { NOTIFICATION_LABELS } from '@portal/shared/enums';
import { route } from '../../contract/route';
import { authOf } from '../../plugins/auth-guard';
import type { Services } from '../../services';
import { readNotificationSettings, writeNotificationSettings } from './notification-queries';

export function notificationSettingsRoutes(services: Services) {
  const options = { labels: NOTIFICATION_LABELS };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /settings/notifications'], options, async ({ request }) => {
      const auth = authOf(request);
      return readNotificationSettings(services.db, auth.agencyId, auth.siteId);
    });

    route(app, calls['PUT /settings/notifications'], options, async ({ request, body }) => {
      const auth = authOf(request);
      await writeNotificationSettings(services.db, auth, body, services.now());
      return null;
    });
  };
}
