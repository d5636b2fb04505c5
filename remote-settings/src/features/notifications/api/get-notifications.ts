// GET /settings/notifications: the map key → { value, label, mode }, read as one mode per key
// (受け取る, 1日1回まとめて受け取る, 受け取らない; an api without modes answers value only).
import { api } from '@portal/shared/api';
import { NOTIFICATION_KEYS, type NotificationKey } from '@portal/shared/contract';
import {
  modeOf,
  type NotificationMode,
  type NotificationSettings,
} from '@portal/shared/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapResult } from '@portal/shared/query-client';
import { settingsKeys } from '../../../query-keys';

export type NotificationFlags = Record<NotificationKey, NotificationMode>;

export function getNotifications() {
  return api.get('/settings/notifications');
}

function selectFlags(raw: NotificationSettings): NotificationFlags {
  const flags = {} as NotificationFlags;
  for (const key of NOTIFICATION_KEYS) flags[key] = modeOf(raw[key]);
  return flags;
}

/** The map as the api answers it; the screen reads it as one mode per key (selectFlags). */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.notifications,
    queryFn: () => unwrapResult(getNotifications()),
  });

export function useNotificationSettings() {
  return useQuery({ ...notificationsQuery(), select: selectFlags });
}
