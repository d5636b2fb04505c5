// Demo data of the jobs area: the entry forms (every answer type and special key), the job
// detail lines, and the extra jobs per site (closed, finished, not yet open, with import history).
import type { SiteId } from '@portal/shared/contract';
import type { JobFieldInput } from '../company-console/jobs-service';

const field = (
  key: string,
  label: string,
  answerType: number,
  extra: Partial<JobFieldInput> = {},
): JobFieldInput => ({ key, label, answerType, answerLabel: [], isRequired: false, ...extra });

export function demoFormFields(siteId: SiteId): JobFieldInput[] {
  const mid = siteId === 'mid';
  return [
    field('seiKanji', '姓（漢字）', 1, { isRequired: true, maxLength: 20 }),
    field('meiKanji', '名（漢字）', 1, { isRequired: true, maxLength: 20 }),
    field('seiKana', 'セイ（カナ）', 1, { isRequired: true, maxLength: 20 }),
    field('meiKana', 'メイ（カナ）', 1, { isRequired: true, maxLength: 20 }),
    field('mobileNumber', '携帯電話番号', 1, { isRequired: true }),
    field('pcEmail', 'PCメールアドレス', 1, { isRequired: true }),
    field('directMessageFlag', '直接連絡可否', 5, {
      answerLabel: ['可', '不可'],
      isRequired: true,
    }),
    field('birthday', '生年月日', 7, { isRequired: true }),
    field('gender', '性別', 4, { answerLabel: ['男性', '女性', '回答しない'] }),
    field('currentPostalFirst', '郵便番号（前半）', 1),
    field('currentPostalLast', '郵便番号（後半）', 1),
    field('currentAddress', '現住所', 1, { maxLength: 120 }),
    field('schoolName', '学校名', 1, { isRequired: !mid }),
    field('facultyName', '学部', 1),
    field('majorName', '学科', 1),
    field('finalEducationTermStart', '最終学歴（入学）', 7),
    field('finalEducationTermEnd', '最終学歴（卒業）', 7),
    field('finalEducationStatus', '卒業区分', 4, { answerLabel: ['卒業', '卒業見込み', '中退'] }),
    ...(mid ? [field('desiredSalary', '希望年収', 1, { isRequired: true })] : []),
    field('interestedJobs', '興味のある職種', 3, {
      answerLabel: ['営業', '企画・マーケティング', 'エンジニア', '事務・管理', '研究・開発'],
      isRequired: true,
    }),
    field('selfPr', '自己PR', 2, { minLength: 50, maxLength: 800 }),
    field('file', '履歴書', 6, { answerLabel: ['pdf', 'doc', 'docx'], isRequired: mid }),
    field('file2', '成績証明書・職務経歴書', 6, { answerLabel: ['pdf'] }),
    field('employmentHistory', mid ? '職歴' : 'アルバイト・インターン歴', 8, { isRequired: mid }),
  ];
}

export function demoDetail(siteId: SiteId, jobName: string) {
  const common = [
    { label: '採用担当', value: '人事部 採用グループ' },
    { label: '求める人物像', value: `${jobName}として、主体的に課題を見つけ周囲を巻き込める方` },
  ];
  if (siteId !== 'mid') return common;
  return [
    ...common,
    { label: '仕事内容', value: '既存顧客の深耕と新規開拓、提案書の作成、社内関係部署との調整' },
    { label: '応募資格', value: '社会人経験3年以上／普通自動車免許' },
    { label: '雇用形態', value: '正社員（試用期間3か月）' },
    { label: '給与', value: '年収450万円〜700万円（経験・能力を考慮）' },
    { label: '勤務地', value: '東京都千代田区（転勤なし）' },
    { label: '勤務時間', value: '9:00〜18:00（フレックスタイム制）' },
    { label: '休日休暇', value: '完全週休2日制（土日祝）、年間休日125日' },
  ];
}

export interface DemoExtraJob {
  companyKey: string;
  jobName: string;
  jobCategory: string;
  area: string;
  department: string;
  start: string | null;
  end: string | null;
  isFinished: boolean;
  /** A completed bulk referral (flag 2) of the demo agency on this job. */
  importHistory?: boolean;
}

export const DEMO_EXTRA_JOBS: DemoExtraJob[] = [
  {
    companyKey: 'sakura',
    jobName: '夏季インターン経由 早期選考（営業職）',
    jobCategory: '営業',
    area: '大阪府',
    department: '関西営業部',
    start: '2026-06-01T00:00:00+09:00',
    end: '2026-09-30T23:59:59+09:00',
    isFinished: false,
  },
  {
    companyKey: 'toho',
    jobName: '生産技術職（募集終了）',
    jobCategory: '生産技術',
    area: '愛知県',
    department: '生産技術本部',
    start: '2026-04-01T00:00:00+09:00',
    end: null,
    isFinished: true,
  },
  {
    companyKey: 'global',
    jobName: '2次募集 ITコンサルタント',
    jobCategory: 'コンサルタント',
    area: '東京都',
    department: 'デジタル戦略部',
    start: '2027-01-10T00:00:00+09:00',
    end: '2027-05-31T23:59:59+09:00',
    isFinished: false,
  },
  {
    companyKey: 'lifecare',
    jobName: '介護施設の運営管理職',
    jobCategory: '施設運営',
    area: '神奈川県',
    department: '施設運営部',
    start: null,
    end: null,
    isFinished: false,
    importHistory: true,
  },
  {
    companyKey: 'mirai',
    jobName: 'データサイエンティスト',
    jobCategory: 'エンジニア',
    area: '福岡県',
    department: 'データ活用推進室',
    start: '2026-10-01T00:00:00+09:00',
    end: '2027-03-31T23:59:59+09:00',
    isFinished: false,
  },
];
