// GET/PUT /settings/notifications: the agency's notification map (every key, default off).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NOTIFICATION_KEYS, type NotificationKey } from '@portal/shared/contract';
import { NOTIFICATION_LABELS } from '@portal/shared/enums';
import { authOf } from '../../plugins/auth-guard';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import { readNotificationSettings, writeNotificationSettings } from './notification-queries';

// The full map: every key, each a boolean.
const flagsBody = z.object(
  Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, z.boolean()])) as Record<
    NotificationKey,
    z.ZodBoolean
  >,
);

export function notificationSettingsRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/settings/notifications', async (request) => {
      const auth = authOf(request);
      return { data: await readNotificationSettings(services.db, auth.agencyId, auth.siteId) };
    });

    app.put('/settings/notifications', async (request) => {
      const auth = authOf(request);
      const flags = parseInput(flagsBody, request.body, NOTIFICATION_LABELS);
      await writeNotificationSettings(services.db, auth.agencyId, flags, services.now());
      return { data: null };
    });
  };
}
