// Contract of the announcements (spec 2 §9, お知らせ): the list with each one's read state, and
// one announcement, which reading marks as read.
import { z } from '../zod';
import { id } from './common';
import { call, calls } from './define';

export const infoListItem = z.object({
  id: z.number(),
  title: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  isUnread: z.boolean(),
});
export type InfoListItem = z.infer<typeof infoListItem>;

export const infoDetail = infoListItem.extend({
  /** Sanitised HTML. */
  content: z.string(),
});
export type InfoDetail = z.infer<typeof infoDetail>;

export const infoCalls = calls('お知らせ (infos)', {
  'GET /infos': call({
    summary: 'お知らせ一覧, newest first',
    response: z.array(infoListItem),
  }),
  'GET /infos/{infoId}': call({
    summary: 'One announcement; reading it marks it read',
    params: z.object({ infoId: id }),
    response: infoDetail,
  }),
});
