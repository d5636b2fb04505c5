// Every Japanese text of the events remote; the title and the event kind follow the service line.
import { wording, type SiteId } from '@portal/shared/site';

export const messages = {
  title: (siteId: SiteId) => wording(siteId).eventsTitle,
  description: (siteId: SiteId) => {
    const { eventKind, person } = wording(siteId);
    return `企業が開催する${eventKind}の日程を月ごとに確認し、${person}の予約やキャンセルを行えます。`;
  },
} as const;
