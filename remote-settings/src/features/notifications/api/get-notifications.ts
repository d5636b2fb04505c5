// GET /settings/notifications: the map key → { value, label }, read as one on/off flag per key.
import { api } from '@portal/shared/api';
import { NOTIFICATION_KEYS } from '@portal/shared/contract';
import type {
  NotificationSettings,
  NotificationSettingsUpdateRequest,
} from '@portal/shared/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { unwrapResult } from '@portal/shared/query-client';
import { settingsKeys } from '../../../query-keys';

export type NotificationFlags = NotificationSettingsUpdateRequest;

export function getNotifications() {
  return api.get('/settings/notifications');
}

function selectFlags(raw: NotificationSettings): NotificationFlags {
  const flags = {} as NotificationFlags;
  for (const key of NOTIFICATION_KEYS) flags[key] = raw[key].value;
  return flags;
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKeys.notifications,
    queryFn: () => unwrapResult(getNotifications()),
    select: selectFlags,
  });
}
