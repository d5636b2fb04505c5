// GET /settings/notifications: the map key → { value, label }, read as one on/off flag per key.
import {
  NOTIFICATION_KEYS,
  type NotificationSettings,
  type NotificationSettingsUpdateRequest,
} from '@portal/shared/contract';
import { http } from '@portal/shared/http';
import { useLoadState } from '../../../lib/load-state';

export type NotificationFlags = NotificationSettingsUpdateRequest;

export function getNotifications() {
  return http.get<Partial<NotificationSettings> | null>('/settings/notifications');
}

/** Every key is present afterwards; a key the server left out is off (spec 1 §3 default). */
function selectFlags(raw: Partial<NotificationSettings> | null): NotificationFlags {
  const flags = {} as NotificationFlags;
  for (const key of NOTIFICATION_KEYS) flags[key] = raw?.[key]?.value === true;
  return flags;
}

export function useNotificationSettings() {
  return useLoadState(getNotifications, selectFlags);
}
