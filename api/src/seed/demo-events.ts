// Demo events of the calendar, the same on every site (mid gets interview titles): a realistic
// November-December 2026 around the demo's "today" with past events (attended / not attended),
// expired deadlines with the company's own alert texts, full events, a busy day (2026-12-03, six
// events: 他N件) and events of unmatched companies that the demo agency must never see. Seeded on
// another day, all of it moves to that day (demo-clock.ts).

export interface DemoEventEntry {
  /** Index into the company's demo candidates on the site (by id). */
  candidate: number;
  status: 1 | 2 | 3 | 4;
}

export interface DemoEvent {
  companyKey: string;
  /** Tokyo time, 'YYYY-MM-DDTHH:mm'. */
  start: string;
  minutes: number;
  title: string;
  /** Used on mid (interviews only); defaults to title. */
  midTitle?: string;
  capacity: number;
  place: string;
  address?: string;
  content: string;
  reservationDeadline?: string;
  cancelDeadline?: string;
  reserveAlert?: string;
  cancelAlert?: string;
  online?: 'meet' | 'teams' | 'zoom';
  entries?: DemoEventEntry[];
}

const HQ = {
  sakura: {
    place: 'さくらFG 本社 12階 セミナールーム',
    address: '東京都千代田区大手町一丁目2番3号',
  },
  toho: { place: '東邦精機工業 川崎事業所', address: '神奈川県川崎市幸区堀川町580番地' },
  mirai: { place: 'みらいソフトウェア 渋谷オフィス', address: '東京都渋谷区道玄坂一丁目10番8号' },
  global: { place: 'GTS 東日本支社 会議室A', address: '東京都港区芝浦三丁目4番1号' },
  lifecare: { place: '日本ライフケア 新宿本社', address: '東京都新宿区西新宿二丁目6番1号' },
  hokuto: { place: '北斗ロジスティクス 本社', address: '埼玉県さいたま市大宮区桜木町1-7-5' },
  aoba: { place: '青葉フーズ 仙台本社', address: '宮城県仙台市青葉区中央一丁目3番1号' },
} as const;

const ONLINE = { place: 'オンライン', address: '' };

/** The day with six events (他N件 in the calendar); demo-clock.ts keeps it in the current month. */
export const DEMO_BUSY_DAY = '2026-12-03';

export const DEMO_EVENTS: DemoEvent[] = [
  {
    companyKey: 'sakura',
    start: '2026-10-21T14:00',
    minutes: 90,
    title: '会社説明会（秋季）',
    midTitle: 'カジュアル面談',
    capacity: 40,
    ...HQ.sakura,
    content: '当社の事業内容と総合職のキャリアパスをご説明します。',
  },
  {
    companyKey: 'toho',
    start: '2026-10-29T10:00',
    minutes: 120,
    title: '工場見学会',
    midTitle: '一次面接',
    capacity: 15,
    ...HQ.toho,
    content: '精密機械の製造ラインをご案内します。安全靴は当社で用意します。',
  },
  {
    companyKey: 'sakura',
    start: '2026-11-05T10:00',
    minutes: 90,
    title: '会社説明会',
    midTitle: '一次面接',
    capacity: 30,
    ...HQ.sakura,
    content: '法人営業・企画職の仕事内容、選考フローをご説明します。',
    entries: [
      { candidate: 0, status: 3 },
      { candidate: 1, status: 4 },
    ],
  },
  {
    companyKey: 'toho',
    start: '2026-11-10T14:00',
    minutes: 90,
    title: '技術職向け説明会',
    midTitle: '技術面接',
    capacity: 20,
    ...HQ.toho,
    content: '機械設計エンジニアの業務と配属先をご紹介します。',
    entries: [{ candidate: 0, status: 3 }],
  },
  {
    companyKey: 'mirai',
    start: '2026-11-13T13:00',
    minutes: 60,
    title: '一次面接',
    capacity: 5,
    ...ONLINE,
    online: 'zoom',
    content: '現場エンジニアとの個人面接です（30分程度）。',
  },
  {
    companyKey: 'global',
    start: '2026-11-18T15:00',
    minutes: 90,
    title: 'ITコンサルタント職 説明会',
    midTitle: 'カジュアル面談',
    capacity: 50,
    ...ONLINE,
    online: 'teams',
    content: 'コンサルタントの1日とプロジェクト事例をご紹介します。',
  },
  {
    companyKey: 'lifecare',
    start: '2026-11-20T10:00',
    minutes: 120,
    title: '施設見学会',
    midTitle: '一次面接',
    capacity: 10,
    ...HQ.lifecare,
    content: '介護サービス拠点の見学と企画職社員との座談会です。',
  },
  {
    companyKey: 'hokuto',
    start: '2026-11-24T13:00',
    minutes: 90,
    title: '物流センター見学会',
    midTitle: '一次面接',
    capacity: 12,
    ...HQ.hokuto,
    content: '最新の自動倉庫をご案内します。',
  },
  {
    companyKey: 'sakura',
    start: '2026-11-25T14:00',
    minutes: 60,
    title: '一次面接',
    capacity: 8,
    ...HQ.sakura,
    content: '人事担当者による個人面接です。',
    reservationDeadline: '2026-11-20T18:00',
    cancelDeadline: '2026-11-22T18:00',
    reserveAlert:
      '予約受付は11月20日（金）18:00で締め切りました。追加のご希望は採用担当までご連絡ください。',
    cancelAlert:
      'キャンセル受付は11月22日（日）18:00で終了しました。欠席のご連絡は採用担当へお電話ください。',
    entries: [{ candidate: 0, status: 1 }],
  },
  {
    companyKey: 'toho',
    start: '2026-11-26T10:00',
    minutes: 120,
    title: '工場見学会（追加開催）',
    midTitle: '二次面接',
    capacity: 3,
    ...HQ.toho,
    content: '好評につき追加開催します。定員3名です。',
    reservationDeadline: '2026-11-25T12:00',
    cancelDeadline: '2026-11-25T12:00',
    entries: [
      { candidate: 0, status: 1 },
      { candidate: 1, status: 1 },
      { candidate: 2, status: 1 },
    ],
  },
  {
    companyKey: 'mirai',
    start: '2026-11-27T16:00',
    minutes: 60,
    title: 'カジュアル面談',
    capacity: 10,
    ...ONLINE,
    online: 'meet',
    content: '選考とは関係のない面談です。気軽にご参加ください。',
    reservationDeadline: '2026-11-26T12:00',
    cancelDeadline: '2026-11-26T12:00',
    entries: [{ candidate: 1, status: 2 }],
  },
  {
    companyKey: 'global',
    start: '2026-11-30T13:30',
    minutes: 90,
    title: 'オンライン会社説明会',
    midTitle: '一次面接',
    capacity: 50,
    ...ONLINE,
    online: 'meet',
    content: '事業紹介と質疑応答（60分）のあと、希望者のみ個別相談を行います。',
  },
  {
    companyKey: 'lifecare',
    start: '2026-12-01T10:00',
    minutes: 90,
    title: '会社説明会',
    midTitle: '一次面接',
    capacity: 20,
    ...HQ.lifecare,
    content: '介護サービス企画職の仕事内容をご説明します。',
  },
  {
    companyKey: 'sakura',
    start: '2026-12-02T14:00',
    minutes: 120,
    title: 'グループディスカッション選考',
    midTitle: '二次面接',
    capacity: 12,
    ...HQ.sakura,
    content: '6名1組で課題に取り組んでいただきます。',
  },
  {
    companyKey: 'sakura',
    start: '2026-12-03T09:30',
    minutes: 90,
    title: '会社説明会（冬季）',
    midTitle: 'カジュアル面談',
    capacity: 40,
    ...HQ.sakura,
    content: '冬季インターンシップの案内を含みます。',
    entries: [{ candidate: 2, status: 1 }],
  },
  {
    companyKey: 'toho',
    start: '2026-12-03T11:00',
    minutes: 60,
    title: '一次面接',
    capacity: 6,
    ...HQ.toho,
    content: '技術部門の管理職による面接です。',
  },
  {
    companyKey: 'mirai',
    start: '2026-12-03T13:00',
    minutes: 90,
    title: 'オンライン説明会',
    midTitle: '一次面接',
    capacity: 100,
    ...ONLINE,
    online: 'zoom',
    content: '開発組織と技術スタックをご紹介します。',
  },
  {
    companyKey: 'global',
    start: '2026-12-03T14:30',
    minutes: 60,
    title: '一次面接',
    capacity: 8,
    ...HQ.global,
    content: 'ケース面接を含みます（45分）。',
  },
  {
    companyKey: 'aoba',
    start: '2026-12-03T15:00',
    minutes: 90,
    title: '商品開発職 説明会',
    midTitle: '一次面接',
    capacity: 25,
    ...HQ.aoba,
    content: '商品開発の流れと試食会を行います。',
  },
  {
    companyKey: 'lifecare',
    start: '2026-12-03T16:00',
    minutes: 90,
    title: '会社説明会',
    midTitle: '二次面接',
    capacity: 20,
    ...HQ.lifecare,
    content: '福利厚生と研修制度を中心にご説明します。',
  },
  {
    companyKey: 'sakura',
    start: '2026-12-03T18:00',
    minutes: 90,
    title: 'OB・OG座談会',
    midTitle: '社員面談',
    capacity: 15,
    ...HQ.sakura,
    content: '入社3年目までの社員が質問にお答えします。',
  },
  {
    companyKey: 'toho',
    start: '2026-12-08T10:00',
    minutes: 60,
    title: '最終面接',
    capacity: 2,
    ...HQ.toho,
    content: '役員面接です。',
    reservationDeadline: '2026-12-04T17:00',
    cancelDeadline: '2026-12-06T17:00',
    entries: [
      { candidate: 1, status: 1 },
      { candidate: 2, status: 1 },
    ],
  },
  {
    companyKey: 'sakura',
    start: '2026-12-10T14:00',
    minutes: 90,
    title: '会社説明会',
    midTitle: '一次面接',
    capacity: 40,
    ...HQ.sakura,
    content: '12月の会社説明会です。選考の詳細をご案内します。',
    reservationDeadline: '2026-12-08T18:00',
    cancelDeadline: '2026-12-09T12:00',
  },
  {
    companyKey: 'mirai',
    start: '2026-12-15T13:00',
    minutes: 60,
    title: '二次面接',
    capacity: 4,
    ...HQ.mirai,
    content: 'CTOとの面接です。ポートフォリオをご持参ください。',
  },
  {
    companyKey: 'sakura',
    start: '2026-12-17T10:00',
    minutes: 90,
    title: '会社説明会',
    midTitle: '最終面接',
    capacity: 40,
    ...HQ.sakura,
    content: '年内最後の会社説明会です。',
  },
  {
    companyKey: 'global',
    start: '2026-12-22T15:00',
    minutes: 60,
    title: '最終面接',
    capacity: 3,
    ...HQ.global,
    content: '支社長面接です。',
  },
  {
    companyKey: 'mirai',
    start: '2027-01-14T13:00',
    minutes: 90,
    title: '新春オンライン説明会',
    midTitle: 'カジュアル面談',
    capacity: 100,
    ...ONLINE,
    online: 'meet',
    content: '2027年の採用計画をご説明します。',
  },
];

/** People the seed refers to a company's job only when the demo agency has fewer than 3 there. */
export const DEMO_EVENT_APPLICANTS = [
  { seiKanji: '佐藤', meiKanji: '陽菜', seiKana: 'サトウ', meiKana: 'ヒナ' },
  { seiKanji: '鈴木', meiKanji: '大翔', seiKana: 'スズキ', meiKana: 'ヒロト' },
  { seiKanji: '高橋', meiKanji: '結衣', seiKana: 'タカハシ', meiKana: 'ユイ' },
  { seiKanji: '田中', meiKanji: '蓮', seiKana: 'タナカ', meiKana: 'レン' },
  { seiKanji: '伊藤', meiKanji: '美咲', seiKana: 'イトウ', meiKana: 'ミサキ' },
  { seiKanji: '渡辺', meiKanji: '悠真', seiKana: 'ワタナベ', meiKana: 'ユウマ' },
];
export const MIN_DEMO_CANDIDATES_PER_COMPANY = 3;
