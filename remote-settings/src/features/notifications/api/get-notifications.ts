// GET /settings/notifications: the map key → { value, label, mode }, read as one mode per key
// (受け取る, 1日1回まとめて受け取る, 受け取らない; an api without modes answers value only).
import { callQuery } from '@portal/shared/call-query';
import { NOTIFICATION_KEYS, type NotificationKey } from '@portal/shared/contract';
import type { NotificationSettings } from '@portal/shared/contract/settings';
import { modeOf, type NotificationMode } from '@portal/shared/contract/notification-modes';
import { useQuery } from '@tanstack/react-query';

export type NotificationFlags = Record<NotificationKey, NotificationMode>;

function selectFlags(raw: NotificationSettings): NotificationFlags {
  const flags = {} as NotificationFlags;
  for (const key of NOTIFICATION_KEYS) flags[key] = modeOf(raw[key]);
  return flags;
}

/** The map as the api answers it; the screen reads it as one mode per key (selectFlags). */
export const notificationsQuery = () => callQuery('/settings/notifications');

export function useNotificationSettings() {
  return useQuery({ ...notificationsQuery(), select: selectFlags });
}
