// Every Japanese text of the events remote; the title and the event kind follow the service line.
import { CANCEL_EXPIRED_TEXT, RESERVATION_EXPIRED_TEXT } from '@portal/shared/enums';
import { wording, type SiteId } from '@portal/shared/site';

export const messages = {
  title: (siteId: SiteId) => wording(siteId).eventsTitle,
  documentTitle: (siteId: SiteId) => wording(siteId).eventsTitle,
  description: (siteId: SiteId) => {
    const { eventKind, person } = wording(siteId);
    return `企業が開催する${eventKind}の日程を月ごとに確認し、${person}の予約やキャンセルを行えます。`;
  },

  // calendar
  loadingEvents: 'イベント情報を読み込み中...',
  eventsLoadFailure: 'イベント情報の取得に失敗しました',
  retry: '再読み込み',
  noEventsInMonth: 'この月のイベントはありません',
  monthLabel: (year: number, month: number) => `${year}年${String(month).padStart(2, '0')}月`,
  more: (count: number) => `他${count}件`,
  dayTitle: (date: string) => `${date.replace(/-/g, '/')} のイベント`,
  prevYear: '前の年',
  prevMonth: '前の月',
  nextMonth: '次の月',
  nextYear: '次の年',
  today: '今月',
  calendarLabel: (label: string) => `${label}のカレンダー`,
  eventButtonLabel: (time: string, company: string, title: string) =>
    `${time} [${company}] ${title}`,

  // filter
  filterButton: '絞り込み',
  filterTitle: '絞り込み',
  filterSubmit: '検索する',
  filterClear: 'すべて解除',
  filterCompaniesLegend: '企業',
  filterDisabledHint: 'ヘッダーで企業を選択中のため、絞り込みは使えません',
  filterActive: (count: number) => `${count}社で絞り込み中`,
  noCompanies: '連携中の企業がありません',
  companiesLoading: '企業一覧を読み込み中...',

  // event modal
  eventLoading: 'イベント情報を読み込み中...',
  eventLoadFailure: 'イベント情報の取得に失敗しました',
  host: '主催',
  venue: '会場',
  dateTime: '日時',
  address: '住所',
  vacancy: '残り席数',
  vacancyValue: (vacancy: string, capacity: number) => `${vacancy}席（定員${capacity}名）`,
  content: '内容',
  onlineLinks: 'オンライン参加',
  entriesTitle: '予約者一覧',
  noEntries: 'まだ予約はありません',
  cancelEntry: 'キャンセル',
  cancelEntryLabel: (name: string) => `${name}の予約をキャンセル`,
  cancelConfirm: 'キャンセルしますか？',
  cancelConfirmMessage: (name: string) => `${name}さんの予約をキャンセルします。`,
  cancelConfirmYes: 'キャンセルする',
  cancelConfirmNo: '戻る',
  cancelExpiredFallback: CANCEL_EXPIRED_TEXT,
  reserveExpiredFallback: RESERVATION_EXPIRED_TEXT,
  openCandidate: (name: string) => `${name}（新しいタブで候補者詳細を開く）`,

  // reserve panel
  reserveTitle: '候補者を予約する',
  searchLabel: '候補者名で検索',
  searchPlaceholder: '氏名（複数の場合はスペース区切り）',
  searchButton: '検索',
  searchResults: '検索結果',
  toReserve: '予約する候補者',
  searching: '候補者を検索中...',
  candidatesFailure: '候補者情報の取得に失敗しました',
  noResults: '該当する候補者がいません',
  noneSelected: '候補者をクリックして追加してください',
  moveRight: (name: string) => `${name}を予約する候補者に追加`,
  moveLeft: (name: string) => `${name}を予約する候補者から外す`,
  reserve: '予約する',
  reserveCount: (count: number) => `予約する（${count}名）`,
  nobodySelected: '予約する候補者が選択されていません',
  closeConfirm: 'モーダルを閉じてよろしいですか？',
  closeConfirmMessage: '現在登録中の情報は消滅します',

  // toasts (spec 2 §8)
  reserved: '候補者を予約しました',
  reserveFailure: '候補者予約に失敗しました',
  entryCancelled: '候補者をキャンセルしました',
  entryCancelFailure: '候補者キャンセルに失敗しました',

  // calendar feed
  feedTitle: 'カレンダー連携（iCalendar）',
  feedDescription:
    '予約済みのイベントと確定した面接を、Google カレンダーや Outlook などに自動で表示できます。下の URL をカレンダーアプリの「URL で追加」に登録してください。',
  feedNotIssued: 'まだ URL が発行されていません。',
  feedIssuedAt: (at: string) =>
    `URL は ${at} に発行済みです。安全のため URL は発行時にのみ表示されます。わからなくなった場合は再発行してください。`,
  feedIssue: 'URL を発行する',
  feedRenew: 'URL を再発行する',
  feedUrlLabel: 'カレンダーの URL',
  feedCopy: 'コピー',
  feedCopied: 'URL をコピーしました',
  feedCopyFailure: 'コピーできませんでした。URL を選択してコピーしてください',
  feedIssued: 'カレンダーの URL を発行しました',
  feedIssueFailure: 'カレンダーの URL の発行に失敗しました',
  feedRenewConfirm: 'URL を再発行しますか？',
  feedRenewConfirmMessage:
    '以前の URL は使えなくなります。カレンダーアプリには新しい URL を登録し直してください。',
  feedRenewYes: '再発行する',
  feedSecretNote:
    'この URL を知っている人は予約状況を閲覧できます。社外の人と共有しないでください。',
  feedLoadFailure: 'カレンダー連携の状態を取得できませんでした',
} as const;
