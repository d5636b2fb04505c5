// Messaging and work-area data of the demo: chat threads with hiring companies, one applicant
// with a referral per site, and a bulk referral that partially failed, so every badge shows.
import type { SiteId } from '@portal/shared/contract';
import { siteLabel } from './demo-announcements';

export interface DemoMessage {
  from: 'agency' | 'company';
  content: string;
  createdAt: string;
  sentFromEmail?: boolean;
}

export interface DemoThread {
  companyKey: string;
  messages: DemoMessage[];
  /** Whether the agency has opened the thread after the last company message. */
  readByAgency: boolean;
}

export interface DemoThreadGroup {
  title: string;
  threads: DemoThread[];
}

export function demoThreadGroups(siteId: SiteId): DemoThreadGroup[] {
  const label = siteLabel(siteId);
  // Mid-career hiring has interviews only, and candidates with experience rather than majors.
  const mid = siteId === 'mid';
  return [
    {
      title: mid ? `【${label}】面接日程のご案内` : `【${label}】会社説明会日程のご案内`,
      threads: [
        {
          companyKey: 'sakura',
          readByAgency: false,
          messages: [
            {
              from: 'company',
              createdAt: '2026-11-19T14:20:00+09:00',
              content: `<p>いつもお世話になっております。12月の${mid ? '一次面接' : '会社説明会'}の日程が確定しましたのでご案内いたします。</p><ul><li>12月10日（木）14:00〜15:30</li><li>12月17日（木）10:00〜11:30</li></ul>`,
            },
          ],
        },
      ],
    },
    {
      title: '推薦候補者についてのご相談',
      threads: [
        {
          companyKey: 'toho',
          readByAgency: true,
          messages: [
            {
              from: 'agency',
              createdAt: '2026-11-12T09:00:00+09:00',
              content: `<p>${mid ? '機械設計の経験がある' : '機械系専攻の'}候補者を3名ご紹介したく、ご都合をお聞かせください。</p>`,
            },
            {
              from: 'company',
              createdAt: '2026-11-12T16:45:00+09:00',
              content: '<p>ありがとうございます。来週中に面談の候補日をお送りします。</p>',
            },
          ],
        },
        {
          companyKey: 'mirai',
          readByAgency: false,
          messages: [
            {
              from: 'agency',
              createdAt: '2026-11-12T09:00:00+09:00',
              content: `<p>${mid ? 'Web開発の経験がある' : '情報系専攻の'}候補者を2名ご紹介したく、ご都合をお聞かせください。</p>`,
            },
            {
              from: 'company',
              createdAt: '2026-11-16T11:05:00+09:00',
              sentFromEmail: true,
              content: 'ご連絡ありがとうございます。書類を拝見したうえで、改めてご連絡いたします。',
            },
          ],
        },
      ],
    },
  ];
}

/** Threads with a company message the demo agency has not read, per site. */
export const DEMO_UNREAD_THREADS_PER_SITE = demoThreadGroups('25')
  .flatMap((group) => group.threads)
  .filter((thread) => !thread.readByAgency).length;

export const DEMO_APPLICANT = {
  seiKanji: '山田',
  meiKanji: '太郎',
  seiKana: 'ヤマダ',
  meiKana: 'タロウ',
  email: 'taro.yamada@student.example',
  phone: '090-1234-5678',
};

export const DEMO_CANDIDATE_MESSAGE =
  '<p>山田様の書類選考を通過とさせていただきました。一次面接の日程をご調整ください。</p>';

/** Companies whose job on every site carries a partially failed bulk referral of the demo agency. */
export const DEMO_BULK_IMPORT_COMPANY_KEYS = ['mirai', 'hokuto'];
/** Only linked companies count: the hokuto import stays hidden until it is linked. */
export const DEMO_IMPORTED_JOBS_PER_SITE = 1;
export const DEMO_UNREAD_CANDIDATES_PER_SITE = 1;
