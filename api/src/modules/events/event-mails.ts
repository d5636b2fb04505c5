// Notification mails of the events area, each sent only when the agency turned its key on
// (spec 1 §3). Which action maps to which key:
//   reserve       — the agency reserved candidates on an event (a confirmation for the team)
//   cancelReserve — the agency cancelled a reservation
//   cancel        — the hiring company cancelled the event (every agency with reservations on it)
//   unjoined      — the hiring company marked a reserved candidate as not attended (不参加)
import type { NotificationService } from '../../notifications/notification-service';
import { tokyoDisplay } from '@portal/shared/tokyo-time';

interface MailEvent {
  title: string;
  startAt: Date;
  place: string;
}

const eventLines = (event: MailEvent, companyName: string) =>
  [
    `企業：${companyName}`,
    `イベント：${event.title}`,
    `日時：${tokyoDisplay(event.startAt)}`,
    event.place ? `会場：${event.place}` : null,
  ]
    .filter((line) => line !== null)
    .join('\n');

const FOOTER = '\n\n※このメールは通知設定に基づいて送信しています。';

export function mailReserved(
  notifications: NotificationService,
  agencyId: number,
  event: MailEvent,
  companyName: string,
  names: string[],
) {
  return notifications.notify(agencyId, 'reserve', {
    subject: `【予約完了】${event.title}`,
    text: `以下のイベントに予約しました。\n\n${eventLines(event, companyName)}\n予約した候補者：${names.join('、')}${FOOTER}`,
  });
}

export function mailReservationCancelled(
  notifications: NotificationService,
  agencyId: number,
  event: MailEvent,
  companyName: string,
  name: string,
) {
  return notifications.notify(agencyId, 'cancelReserve', {
    subject: `【予約キャンセル】${event.title}`,
    text: `以下のイベントの予約をキャンセルしました。\n\n${eventLines(event, companyName)}\nキャンセルした候補者：${name}${FOOTER}`,
  });
}

export function mailEventCancelled(
  notifications: NotificationService,
  agencyId: number,
  event: MailEvent,
  companyName: string,
  names: string[],
) {
  return notifications.notify(agencyId, 'cancel', {
    subject: `【開催中止】${event.title}`,
    text: `企業が以下のイベントの開催を中止しました。予約はキャンセル済みになりました。\n\n${eventLines(event, companyName)}\n予約していた候補者：${names.join('、')}${FOOTER}`,
  });
}

export function mailUnjoined(
  notifications: NotificationService,
  agencyId: number,
  event: MailEvent,
  companyName: string,
  name: string,
) {
  return notifications.notify(agencyId, 'unjoined', {
    subject: `【不参加】${event.title}`,
    text: `以下のイベントで、予約していた候補者が不参加になりました。\n\n${eventLines(event, companyName)}\n候補者：${name}${FOOTER}`,
  });
}
