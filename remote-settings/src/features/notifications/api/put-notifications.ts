// PUT /settings/notifications: every choice sends the full map of modes at once; the toggle goes back to
// the saved value when the server refuses, and '通知設定を更新しました' shows on any completion.
import { useCallback, useRef, useState } from 'react';
import { api } from '@portal/shared/api';
import type { NotificationKey } from '@portal/shared/contract';
import type {
  NotificationMode,
  NotificationSettingsUpdateRequest,
} from '@portal/shared/contract/settings';
import { toast } from '@portal/shared/feedback';
import { messages } from '../../../messages';
import type { NotificationFlags } from './get-notifications';

export function putNotifications(body: NotificationSettingsUpdateRequest) {
  return api.put('/settings/notifications', { body });
}

export function useNotificationToggles(initial: NotificationFlags) {
  const [flags, setFlags] = useState(initial);
  const saved = useRef(initial);
  // One write at a time: a second toggle while the first is in flight would send a map built on
  // a value the server may still refuse.
  const [saving, setSaving] = useState(false);

  const change = useCallback(async (key: NotificationKey, value: NotificationMode) => {
    const next = { ...saved.current, [key]: value };
    setFlags(next);
    setSaving(true);
    const result = await putNotifications(next);
    if (result.ok) saved.current = next;
    else setFlags(saved.current);
    setSaving(false);
    // Spec 1 §4/§8: the same toast whatever the outcome; a refusal shows in the reverted toggle.
    toast.success(messages.notificationsUpdated);
  }, []);

  return { flags, saving, change };
}
