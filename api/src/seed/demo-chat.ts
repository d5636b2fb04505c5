// Company messaging of the demo, on top of demo-activity's two groups: a message sent to four
// companies with replies (one by e-mail, some unread, PDF and PNG attachments), a long
// consultation of 220 messages, and a thread a company started by e-mail with a PDF.
import type { SiteId } from '@portal/shared/contract';
import { siteLabel } from './demo-announcements';
import type { DemoMessage } from './demo-activity';

export interface DemoAttachment {
  name: string;
  kind: 'pdf' | 'png';
  /** Lines of the PDF (ASCII). */
  lines?: string[];
}

export interface DemoChatMessage extends DemoMessage {
  attachments?: DemoAttachment[];
}

export interface DemoChatThread {
  companyKey: string;
  readByAgency: boolean;
  messages: DemoChatMessage[];
}

export interface DemoChatGroup {
  title: string;
  threads: DemoChatThread[];
}

const RECOMMENDATION: DemoChatMessage = {
  from: 'agency',
  createdAt: '2026-11-17T10:00:00+09:00',
  content:
    '<p>いつもお世話になっております。キャリアブリッジの佐藤です。</p><p>冬季インターンシップに推薦したい学生の一覧をお送りします。ご確認のほど、よろしくお願いいたします。</p>',
  attachments: [
    {
      name: '推薦者一覧.pdf',
      kind: 'pdf',
      lines: ['Recommended students', 'Winter internship 2026'],
    },
  ],
};

const AGENCY_LINES = [
  '候補者の希望日程をまとめましたのでご確認ください。',
  '先日の面談の所感を共有いたします。',
  '次回の選考ステップについて確認させてください。',
  '候補者より追加の質問が届いております。',
  '書類選考の結果はいつ頃ご連絡いただけますでしょうか。',
  '面接会場へのアクセスについて候補者に案内いたしました。',
];
const COMPANY_LINES = [
  'ご連絡ありがとうございます。社内で確認いたします。',
  '承知いたしました。来週中にご回答いたします。',
  '面接官の調整がつきましたのでご連絡します。',
  '候補者の方にぜひお会いしたいと考えております。',
  'いただいた質問について人事部より回答いたします。',
  '選考結果は今週金曜日までにお知らせいたします。',
];

/** 220 messages, every 8 hours from September, alternating sides. */
function longConsultation(): DemoChatMessage[] {
  const start = new Date('2026-09-01T09:00:00+09:00').getTime();
  return Array.from({ length: 220 }, (_, i) => {
    const agency = i % 2 === 0;
    const lines = agency ? AGENCY_LINES : COMPANY_LINES;
    return {
      from: agency ? 'agency' : 'company',
      createdAt: new Date(start + i * 8 * 3600_000).toISOString(),
      content: `${lines[Math.floor(i / 2) % lines.length]}（No.${i + 1}）`,
      sentFromEmail: !agency && i % 10 === 1,
    };
  });
}

export function demoChatGroups(siteId: SiteId): DemoChatGroup[] {
  const label = siteLabel(siteId);
  return [
    {
      title: `【${label}】冬季インターンシップ参加者のご推薦について`,
      threads: [
        {
          companyKey: 'sakura',
          readByAgency: false,
          messages: [
            RECOMMENDATION,
            {
              from: 'company',
              createdAt: '2026-11-20T15:10:00+09:00',
              content:
                '<p>ご推薦ありがとうございます。当日の会場案内図をお送りします。</p><p>受付は本館1階です。</p>',
              attachments: [{ name: '会場案内図.png', kind: 'png' }],
            },
          ],
        },
        {
          companyKey: 'toho',
          readByAgency: true,
          messages: [
            RECOMMENDATION,
            {
              from: 'company',
              createdAt: '2026-11-18T09:30:00+09:00',
              sentFromEmail: true,
              content: '拝見しました。3名とも書類選考に進めさせていただきます。',
            },
          ],
        },
        { companyKey: 'mirai', readByAgency: true, messages: [RECOMMENDATION] },
        {
          companyKey: 'lifecare',
          readByAgency: false,
          messages: [
            RECOMMENDATION,
            {
              from: 'company',
              createdAt: '2026-11-21T11:45:00+09:00',
              content:
                '<p>ありがとうございます。介護職を志望される方がいれば優先してご案内ください。</p>',
            },
          ],
        },
      ],
    },
    {
      title: '通年採用の選考スケジュールのご相談',
      threads: [{ companyKey: 'global', readByAgency: true, messages: longConsultation() }],
    },
    {
      title: '会社案内資料の送付',
      threads: [
        {
          companyKey: 'mirai',
          readByAgency: false,
          messages: [
            {
              from: 'company',
              createdAt: '2026-11-22T18:05:00+09:00',
              sentFromEmail: true,
              content:
                '紹介会社ご担当者様\n\n来期の会社案内資料を添付いたします。学生の皆様へのご紹介にお役立てください。',
              attachments: [
                {
                  name: '会社案内2027.pdf',
                  kind: 'pdf',
                  lines: ['Mirai Software', 'Company guide 2027'],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export const DEMO_CHAT_UNREAD_PER_SITE = demoChatGroups('25')
  .flatMap((group) => group.threads)
  .filter((thread) => !thread.readByAgency).length;
