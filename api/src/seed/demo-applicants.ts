// The demo agency's applicants and their referrals on every site: one referral in each selection
// status (1-8), a temporary (重複確認中) and a discarded (重複破棄済み) duplicate and a
// candidate-list entry, with messages, evaluations, tentative dates and event history; and a
// possible-duplicate pair to try 重複をまとめる on.
import type { IdentityFields } from '@portal/shared/rules/identity';

export interface DemoReferral {
  /** Index into the site's jobs (linked companies), wrapping around. */
  job: number;
  status: number;
  step?: string;
  isCandidate?: boolean;
  tmp?: boolean;
  discarded?: boolean;
  messages?: { from: 'agency' | 'company'; content: string; at: string }[];
  evaluation?: boolean;
  /** Tentative dates in days from the seed's base date, at 10:00 and 14:00. */
  tentativeDays?: number[];
  /** History: [days from base, status 1-4, title]. */
  history?: [number, number, string][];
}

export interface DemoApplicant extends IdentityFields {
  directMessageFlag: boolean;
  referrals: DemoReferral[];
}

/** Dates are relative to this day (Tokyo), so the demo shows upcoming events for a while. */
export const DEMO_BASE_DATE = '2026-12-01T00:00:00+09:00';

export const DEMO_APPLICANTS: DemoApplicant[] = [
  {
    seiKanji: '佐藤',
    meiKanji: '美咲',
    seiKana: 'サトウ',
    meiKana: 'ミサキ',
    email: 'misaki.sato@student.example',
    phone: '080-2345-6789',
    directMessageFlag: false,
    referrals: [
      {
        job: 1,
        status: 2,
        step: '二次面接',
        evaluation: true,
        tentativeDays: [20, 22, 23],
        history: [
          [-10, 3, '会社説明会'],
          [-3, 3, '一次面接'],
          [30, 1, '最終面接'],
        ],
        messages: [
          {
            from: 'agency',
            content: '佐藤様の履歴書をお送りいたします。ご確認のほどよろしくお願いいたします。',
            at: '2026-11-10T10:00:00+09:00',
          },
          {
            from: 'company',
            content:
              '一次面接を通過されました。二次面接の候補日程をお送りしますのでご確認ください。',
            at: '2026-11-20T15:30:00+09:00',
          },
        ],
      },
      { job: 2, status: 1 },
    ],
  },
  {
    seiKanji: '鈴木',
    meiKanji: '健太',
    seiKana: 'スズキ',
    meiKana: 'ケンタ',
    email: 'kenta.suzuki@student.example',
    phone: '070-3456-7890',
    directMessageFlag: true,
    referrals: [
      {
        job: 0,
        status: 7,
        step: '最終面接',
        evaluation: true,
        history: [
          [-20, 3, '一次面接'],
          [-8, 3, '最終面接'],
        ],
      },
      { job: 3, status: 3, step: '一次面接' },
    ],
  },
  {
    seiKanji: '高橋',
    meiKanji: '陽菜',
    seiKana: 'タカハシ',
    meiKana: 'ヒナ',
    email: 'hina.takahashi@student.example',
    phone: '090-4567-8901',
    directMessageFlag: false,
    referrals: [
      { job: 2, status: 8, history: [[-30, 3, '最終面接']] },
      { job: 4, status: 6, step: '書類選考' },
    ],
  },
  {
    seiKanji: '田中',
    meiKanji: '翔',
    seiKana: 'タナカ',
    meiKana: 'ショウ',
    email: 'sho.tanaka@student.example',
    phone: '080-5678-9012',
    directMessageFlag: false,
    referrals: [
      { job: 1, status: 4 },
      { job: 0, status: 5 },
    ],
  },
  {
    seiKanji: '伊藤',
    meiKanji: 'さくら',
    seiKana: 'イトウ',
    meiKana: 'サクラ',
    email: 'sakura.ito@student.example',
    phone: '090-6789-0123',
    directMessageFlag: false,
    referrals: [{ job: 3, status: 1, tmp: true }],
  },
  {
    seiKanji: '渡辺',
    meiKanji: '大輔',
    seiKana: 'ワタナベ',
    meiKana: 'ダイスケ',
    email: 'daisuke.watanabe@student.example',
    phone: '070-7890-1234',
    directMessageFlag: true,
    referrals: [
      { job: 4, status: 1, discarded: true },
      { job: 2, status: 1, isCandidate: false },
    ],
  },
  {
    seiKanji: '中村',
    meiKanji: '彩',
    seiKana: 'ナカムラ',
    meiKana: 'アヤ',
    email: 'aya.nakamura@student.example',
    phone: '080-8901-2345',
    directMessageFlag: false,
    referrals: [],
  },
  // A possible-duplicate pair (issue 21): one person registered twice, as 髙橋 with a full-width
  // phone and as 高橋 with the same phone typed half-width and another e-mail. The referral rule
  // (phone AND e-mail) kept them apart, but name and phone match: each applicant's form warns and
  // 重複をまとめる suggests the other.
  {
    seiKanji: '髙橋',
    meiKanji: '一郎',
    seiKana: 'タカハシ',
    meiKana: 'イチロウ',
    email: 'ichiro.takahashi@student.example',
    phone: '０９０-３１４１-５９２６',
    directMessageFlag: false,
    referrals: [
      {
        job: 0,
        status: 2,
        step: '一次面接',
        messages: [
          {
            from: 'agency',
            content: '髙橋様の推薦書をお送りいたします。ご確認をお願いいたします。',
            at: '2026-11-12T11:00:00+09:00',
          },
        ],
      },
    ],
  },
  {
    seiKanji: '高橋',
    meiKanji: '一郎',
    seiKana: 'タカハシ',
    meiKana: 'イチロウ',
    email: 'takahashi.ichiro.2027@student.example',
    phone: '09031415926',
    directMessageFlag: false,
    referrals: [{ job: 2, status: 1 }],
  },
];

/** The demo's possible-duplicate pair (the seed test and e2e find them by these). */
export const DEMO_DUPLICATE_PAIR = {
  phoneKey: '09031415926',
  names: ['髙橋 一郎', '高橋 一郎'],
} as const;

const SURNAMES = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山口', 'ヤマグチ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
];
const GIVEN = [
  ['蓮', 'レン'],
  ['陽翔', 'ハルト'],
  ['湊', 'ミナト'],
  ['結菜', 'ユイナ'],
  ['葵', 'アオイ'],
  ['凛', 'リン'],
  ['悠真', 'ユウマ'],
  ['芽依', 'メイ'],
  ['大和', 'ヤマト'],
  ['紬', 'ツムギ'],
  ['樹', 'イツキ'],
  ['陽葵', 'ヒマリ'],
  ['颯太', 'ソウタ'],
  ['澪', 'ミオ'],
  ['朝陽', 'アサヒ'],
  ['詩', 'ウタ'],
];

/** The n-th generated applicant of the scale seed (deterministic). */
export function scaleApplicant(n: number) {
  const [seiKanji, seiKana] = SURNAMES[n % SURNAMES.length];
  const [meiKanji, meiKana] = GIVEN[Math.floor(n / SURNAMES.length) % GIVEN.length];
  return {
    seiKanji,
    meiKanji,
    seiKana,
    meiKana,
    email: `scale-${n}@student.example`,
    phone: `090-${String(1000 + (n % 9000)).padStart(4, '0')}-${String(n % 10000).padStart(4, '0')}`,
    directMessageFlag: n % 7 === 0,
  };
}
