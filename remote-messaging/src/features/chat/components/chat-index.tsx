// The right side before a thread is chosen.
import { EmptyState } from '@portal/shared/ui/empty-state';
import { messages } from '../../../messages';

export function ChatIndex() {
  return <EmptyState message={messages.selectThread} description={messages.chatDescription} />;
}
