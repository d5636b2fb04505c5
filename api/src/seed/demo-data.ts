// The demo data, as constants: the seed writes exactly this, and tests and e2e suites import it
// to know what is there (names, titles, read states) without guessing.
import type { SiteId } from '@portal/shared/contract';
import type { PermitMatchingStatus } from '@portal/shared/enums';
import { PERMIT_MATCHING_STATUS } from '@portal/shared/enums';

export const SEED_SITE_IDS: SiteId[] = ['23', '24', '25', '26', '27', '28', 'mid'];

export const DEMO_AGENCY = {
  name: '株式会社キャリアブリッジ',
  phone: '03-6271-4580',
  contactPerson: '佐藤 美咲',
  address: '東京都千代田区丸の内二丁目4番1号 丸の内ビルディング18階',
  email: 'contact@agency.example',
  additionalEmails: ['recruit-team@agency.example'],
  account: { userId: 'demo', email: 'demo@agency.example', password: 'portal-demo-2026' },
};

/** The demo agency's staff: the main account's name and two invited sub-accounts (issue 22). */
export const DEMO_MAIN_STAFF_NAME = '佐藤 美咲';
export const DEMO_STAFF = [
  {
    userId: 'demo-tanaka',
    email: 'tanaka@agency.example',
    password: 'portal-staff-2026',
    name: '田中 翔太',
  },
  {
    userId: 'demo-suzuki',
    email: 'suzuki@agency.example',
    password: 'portal-staff-2026',
    name: '鈴木 彩',
  },
] as const;

/** A second agency, so every test of tenancy has someone else's data to fail to see. */
export const OTHER_AGENCY = {
  name: '株式会社ネクストキャリア大阪',
  phone: '06-6345-2210',
  contactPerson: '田中 健一',
  address: '大阪府大阪市北区梅田三丁目1番3号 ノースゲートビル12階',
  email: 'info@nextcareer.example',
  additionalEmails: [],
  account: {
    userId: 'nextcareer',
    email: 'admin@nextcareer.example',
    password: 'portal-osaka-2026',
  },
};

export interface DemoCompany {
  key: string;
  name: string;
  email: string;
  companyCode: string;
  /** Link status with the demo agency; null: not linked at all (invisible to it). */
  demoStatus: PermitMatchingStatus | null;
  otherStatus: PermitMatchingStatus | null;
  jobName: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'sakura',
    name: '株式会社さくらフィナンシャルグループ',
    email: 'recruit@sakura-fg.example',
    companyCode: 'SKRFG2026',
    demoStatus: PERMIT_MATCHING_STATUS.MATCHED,
    otherStatus: PERMIT_MATCHING_STATUS.MATCHED,
    jobName: '総合職（法人営業・企画）',
  },
  {
    key: 'toho',
    name: '東邦精機工業株式会社',
    email: 'jinji@toho-seiki.example',
    companyCode: 'TOHOSK2026',
    demoStatus: PERMIT_MATCHING_STATUS.MATCHED,
    otherStatus: null,
    jobName: '機械設計エンジニア',
  },
  {
    key: 'mirai',
    name: '株式会社みらいソフトウェア',
    email: 'saiyo@mirai-soft.example',
    companyCode: 'MIRAISW2026',
    demoStatus: PERMIT_MATCHING_STATUS.MATCHED,
    otherStatus: null,
    jobName: 'Webアプリケーションエンジニア',
  },
  {
    key: 'global',
    name: '株式会社グローバルテクノロジーソリューションズ・ホールディングス東日本支社',
    email: 'recruit-east@gts-hd.example',
    companyCode: 'GTSHDE2026',
    demoStatus: PERMIT_MATCHING_STATUS.MATCHED,
    otherStatus: null,
    jobName: 'ITコンサルタント',
  },
  {
    key: 'lifecare',
    name: '日本ライフケア株式会社',
    email: 'hr@nihon-lifecare.example',
    companyCode: 'NLCARE2026',
    demoStatus: PERMIT_MATCHING_STATUS.MATCHED,
    otherStatus: null,
    jobName: '介護サービス企画職',
  },
  {
    key: 'aoba',
    name: '株式会社青葉フーズ',
    email: 'recruit@aoba-foods.example',
    companyCode: 'AOBAFD2026',
    demoStatus: PERMIT_MATCHING_STATUS.UNMATCHED,
    otherStatus: PERMIT_MATCHING_STATUS.MATCHED,
    jobName: '商品開発職',
  },
  {
    key: 'hokuto',
    name: '北斗ロジスティクス株式会社',
    email: 'saiyo@hokuto-logi.example',
    companyCode: 'HOKUTO2026',
    demoStatus: PERMIT_MATCHING_STATUS.UNMATCHED,
    otherStatus: null,
    jobName: '物流センター管理職候補',
  },
  {
    key: 'setouchi',
    name: '株式会社瀬戸内エナジー',
    email: 'jinji@setouchi-energy.example',
    companyCode: 'SETOEN2026',
    demoStatus: PERMIT_MATCHING_STATUS.UNMATCHED,
    otherStatus: null,
    jobName: '再生可能エネルギー事業企画',
  },
];

export const MATCHED_COMPANY_NAMES = DEMO_COMPANIES.filter(
  (c) => c.demoStatus === PERMIT_MATCHING_STATUS.MATCHED,
).map((c) => c.name);
export const UNMATCHED_COMPANY_COUNT = DEMO_COMPANIES.filter(
  (c) => c.demoStatus === PERMIT_MATCHING_STATUS.UNMATCHED,
).length;
