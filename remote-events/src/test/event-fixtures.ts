// An event's detail as GET /event-infos/{id} answers it: 説明会{id} of 株式会社さくらフィナンシャルグループ
// on 2026/11/05 10:00–11:00 at 本社 12階, 5 of 40 seats left, no meeting link, nobody entered. A test
// names only what it is about.
import type { EventDetail } from '@portal/shared/contract/events';

export const eventDetail = (over: Partial<EventDetail> & { id: number }): EventDetail => ({
  title: `説明会${over.id}`,
  eventStartTime: '2026-11-05T10:00:00+09:00',
  eventEndTime: '2026-11-05T11:00:00+09:00',
  companyId: 1,
  companyName: '株式会社さくらフィナンシャルグループ',
  place: '本社 12階',
  address: '東京都千代田区大手町1-2-3',
  vacancy: '5',
  capacity: 40,
  content: '持ち物：筆記用具',
  isCancelExpired: false,
  isReservationExpired: false,
  reserveAlertContent: null,
  cancelAlertContent: null,
  googleMeetUrl: null,
  msteamsMeetingUrl: null,
  zoomJoinUrl: null,
  entries: [],
  ...over,
});
