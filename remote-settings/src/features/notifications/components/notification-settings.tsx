// The notification part of the settings page: loads the flags, then shows one row per key.
import { LoadingText } from '@portal/shared/ui/loading-text';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';
import { useNotificationSettings } from '../api/get-notifications';
import { NotificationList } from './notification-list';

export function NotificationSettings() {
  const settings = useNotificationSettings();
  if (settings.isPending) return <LoadingText>{messages.notificationsLoading}</LoadingText>;
  if (settings.isError) return <InlineError>{messages.notificationsLoadFailure}</InlineError>;
  return <NotificationList initial={settings.data} />;
}
