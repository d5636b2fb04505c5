// PUT /settings/notifications: every choice sends the full map of modes at once; the toggle goes back to
// the saved value when the server refuses and the failure is said (its reason, or
// 通知設定の更新に失敗しました); '通知設定を更新しました' only when it was saved.
import { useCallback, useRef, useState } from 'react';
import { api } from '@portal/shared/api';
import type { NotificationKey } from '@portal/shared/contract';
import type {
  NotificationMode,
  NotificationSettingsUpdateRequest,
} from '@portal/shared/contract/settings';
import { toast } from '@portal/shared/feedback';
import { toastFailure } from '@portal/shared/http';
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
    setSaving(false);
    if (result.ok) {
      saved.current = next;
      toast.success(messages.notificationsUpdated);
    } else {
      // Spec 1 §8 says the success text on any completion; a reverted choice under it would
      // tell the user the opposite of what happened (see README).
      setFlags(saved.current);
      toastFailure(result.error, messages.notificationsUpdateFailure);
    }
  }, []);

  return { flags, saving, change };
}
