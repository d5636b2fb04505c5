// Announcements of the demo data: two for every site, three per site (in the season of its
// graduation year; mid-career wording on mid), one for the other agency.
import type { SiteId } from '@portal/shared/contract';

export interface DemoAnnouncement {
  title: string;
  content: string;
  /** ISO time in Japan (the operator's clock). */
  createdAt: string;
  siteId: SiteId | null;
  forOtherAgencyOnly?: boolean;
  readByDemo: boolean;
}

export const siteLabel = (siteId: SiteId) => (siteId === 'mid' ? '中途採用' : `20${siteId}年卒`);

/** The graduation year whose recruiting opens in the demo's season (November 2026). */
export const DEMO_OPENING_YEAR = 2028;

/**
 * A date of the demo's season moved into the season of the site's own graduation year: referrals
 * for a year open about two years ahead, so 2028年卒 opens now and 2025年卒 opened in 2023.
 * Mid-career recruiting has no year: its dates stay.
 */
export function inSeasonOf(siteId: SiteId, iso: string): string {
  if (siteId === 'mid') return iso;
  const shift = 2000 + Number(siteId) - DEMO_OPENING_YEAR;
  return `${Number(iso.slice(0, 4)) + shift}${iso.slice(4)}`;
}

export const COMMON_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: '【重要】システムメンテナンスのお知らせ（12月6日）',
    createdAt: '2026-11-18T10:00:00+09:00',
    siteId: null,
    readByDemo: false,
    content: `<p>いつも紹介会社ポータルをご利用いただきありがとうございます。</p>
<p>下記の日程でシステムメンテナンスを実施いたします。メンテナンス中は<strong>すべての機能がご利用いただけません</strong>。</p>
<ul><li>日時：2026年12月6日（日）1:00〜6:00</li><li>対象：紹介会社ポータル全機能</li></ul>
<p>ご不便をおかけしますが、ご理解とご協力をお願いいたします。</p>`,
  },
  {
    title: '年末年始休業期間のお知らせ',
    createdAt: '2026-11-10T09:30:00+09:00',
    siteId: null,
    readByDemo: true,
    content: `<p>誠に勝手ながら、下記の期間を年末年始休業とさせていただきます。</p>
<ul><li>休業期間：2026年12月29日（火）〜2027年1月4日（月）</li></ul>
<p>休業期間中のお問い合わせは、2027年1月5日（火）以降に順次回答いたします。詳しくは<a href="https://support.portal.example/holiday" target="_blank">サポートサイト</a>をご覧ください。</p>`,
  },
];

export function siteAnnouncements(siteId: SiteId): DemoAnnouncement[] {
  const label = siteLabel(siteId);
  const eventWord = siteId === 'mid' ? '面接' : '説明会・面接';
  const openings = siteId === 'mid' ? '中途採用の求人' : `${label}向け求人`;
  return [
    {
      title: `【${label}】紹介受付開始のご案内`,
      createdAt: inSeasonOf(siteId, '2026-11-20T11:00:00+09:00'),
      siteId,
      readByDemo: false,
      content: `<p>${openings}の紹介受付を開始いたしました。</p>
<ol><li>「求人を探す」から求人を検索します。</li><li>求人詳細の「この求人に紹介する」から候補者を紹介します。</li></ol>
<p><strong>推薦締切は各求人の募集終了日時</strong>です。お早めのご紹介をお願いいたします。</p>`,
    },
    {
      title: `【${label}】${eventWord}予約機能のご案内`,
      createdAt: inSeasonOf(siteId, '2026-11-05T15:00:00+09:00'),
      siteId,
      readByDemo: true,
      content: `<p>${eventWord}動員ページから、企業の${eventWord}に候補者を予約できるようになりました。</p>
<ul><li>予約期限を過ぎた枠は予約できません。</li><li>キャンセルはキャンセル期限まで可能です。</li></ul>
<p>操作方法は<a href="https://support.portal.example/events" target="_blank">操作マニュアル</a>をご確認ください。</p>`,
    },
    {
      title: `【${label}】推薦書フォーマット改訂のお知らせ`,
      createdAt: inSeasonOf(siteId, '2026-10-22T10:00:00+09:00'),
      siteId,
      readByDemo: false,
      content: `<p>推薦書のフォーマットを改訂しました。主な変更点は以下のとおりです。</p>
<ul><li>「推薦理由」欄の文字数上限を<strong>800文字</strong>に拡大</li><li>「希望勤務地」欄を追加</li></ul>
<p>旧フォーマットでの提出も当面は受け付けます。</p>`,
    },
  ];
}

export const OTHER_AGENCY_ANNOUNCEMENT: DemoAnnouncement = {
  title: '【ネクストキャリア大阪様】ご契約更新のご案内',
  createdAt: '2026-11-15T13:00:00+09:00',
  siteId: null,
  forOtherAgencyOnly: true,
  readByDemo: false,
  content: '<p>ご契約の更新時期が近づいております。担当営業よりご連絡いたします。</p>',
};

/** What the demo account sees on a site, newest first. */
export function demoAnnouncementsOf(siteId: SiteId): DemoAnnouncement[] {
  return [...COMMON_ANNOUNCEMENTS, ...siteAnnouncements(siteId)].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}
