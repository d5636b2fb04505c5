// What follows a chat write: the live event to the agency's open sessions and, for a company
// message, the `chat` notification mail when the agency turned it on.
import type { SiteId } from '@portal/shared/contract';
import { messageToPlainText } from '@portal/shared/html-policy';
import type { LivePublisher } from '../../live/live-hub';
import type { NotificationService } from '../../notifications/notification-service';

export async function publishChatChange(
  live: LivePublisher,
  event: { agencyId: number; siteId: SiteId; threadId?: number; bulkSendId?: number },
  onError: (error: unknown) => void = () => {},
  /** 'chat-read': a thread marked read (its messages did not change, only the unread counts). */
  type: 'chat' | 'chat-read' = 'chat',
): Promise<void> {
  // The write is committed: a failed push only delays the counts until the next refresh.
  await live.publish({ ...event, type }).catch(onError);
}

export async function notifyCompanyMessage(
  notifications: NotificationService,
  input: {
    agencyId: number;
    siteId: SiteId;
    threadId: number;
    companyName: string;
    title: string;
    /** The stored message (message HTML): the mail carries its plain-text version. */
    content: string;
    publicUrl: string;
  },
): Promise<void> {
  const body = messageToPlainText(input.content);
  const url = `${input.publicUrl.replace(/\/$/, '')}/${input.siteId}/employment-agency/chat/conversation/${input.threadId}`;
  await notifications.notify(input.agencyId, 'chat', {
    subject: `【紹介会社ポータル】${input.companyName}からメッセージが届きました`,
    text: [
      `${input.companyName}から新しいメッセージが届きました。`,
      '',
      `件名: ${input.title}`,
      '',
      ...(body ? ['----', body, '----', ''] : []),
      '以下のURLからご確認ください。',
      url,
    ].join('\n'),
  });
}
