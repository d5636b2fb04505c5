// The ministry's school code list (文部科学省 学校コード, CSV as it publishes it or as Excel saves
// it: Shift_JIS / CP932 or UTF-8 with or without BOM). Its columns: 学校コード, 学校種, 都道府県番号,
// 設置区分, 本分校, 学校名, 学校所在地, 郵便番号, 属性情報設定年月日, 属性情報廃止年月日,
// 旧学校調査番号, 移行後の学校コード. Read by column name, in any order. The schools kept are those
// of the chosen kinds (大学, 短期大学, 高等専門学校 by default) still open on the given day: no
// 廃止年月日 on or before it and no 移行後の学校コード (a school that became another is listed
// again under its new code).
import { readCsvRecords } from '../bulk/csv';
import { validationError } from '../../plugins/http-errors';

/** 学校種: the code's first two characters, and the kind's name. */
export const SCHOOL_KINDS = {
  A1: '幼稚園',
  A2: '幼保連携型認定こども園',
  B1: '小学校',
  C1: '中学校',
  C2: '義務教育学校',
  D1: '高等学校',
  D2: '中等教育学校',
  E1: '特別支援学校',
  F1: '大学',
  F2: '短期大学',
  G1: '高等専門学校',
  H1: '専修学校',
  H2: '各種学校',
} as const;
export type SchoolKind = keyof typeof SCHOOL_KINDS;
export const DEFAULT_SCHOOL_KINDS: SchoolKind[] = ['F1', 'F2', 'G1'];

const COLUMNS = {
  code: '学校コード',
  kind: '学校種',
  name: '学校名',
  abolished: '属性情報廃止年月日',
  successor: '移行後の学校コード',
} as const;

export interface SchoolCodeList {
  /** Open schools of the chosen kinds, each name once, in the file's order. */
  names: string[];
  /** Rows of other kinds, closed schools and repeated names: read, not kept. */
  skipped: number;
}

/** 'YYYY-MM-DD' of an instant in Japan. */
const JAPAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' });

const refuse = (message: string) => validationError({ fileBase64: [message] });

/** '2024/04/01', '2024-04-01', '20240401' → 'YYYYMMDD'; '' when none. */
const dayOf = (value: string) => {
  const digits = value.replace(/[^0-9]/g, '');
  return digits.length >= 8 ? digits.slice(0, 8) : '';
};

function kindOf(row: Record<keyof typeof COLUMNS, string>): string {
  const kind = row.kind.trim();
  const byName = Object.entries(SCHOOL_KINDS).find(([, name]) => name === kind)?.[0];
  return byName ?? (kind || row.code.trim().slice(0, 2)).toUpperCase();
}

export function readSchoolCodeList(
  content: Buffer,
  kinds: readonly string[] = DEFAULT_SCHOOL_KINDS,
  today: Date = new Date(),
): SchoolCodeList {
  let records: string[][];
  try {
    records = readCsvRecords(content);
  } catch (error) {
    throw refuse((error as Error).message);
  }
  // The header is the first row naming 学校名 and 学校種 (a title line may come before it).
  const headerIndex = records
    .slice(0, 10)
    .findIndex(
      (row) =>
        row.some((c) => c.trim() === COLUMNS.name) && row.some((c) => c.trim() === COLUMNS.kind),
    );
  if (headerIndex < 0) {
    throw refuse('学校コードの一覧ではありません（「学校種」と「学校名」の列が必要です）');
  }
  const header = records[headerIndex].map((cell) => cell.trim());
  const column = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, label]) => [key, header.indexOf(label)]),
  ) as Record<keyof typeof COLUMNS, number>;
  const wanted = new Set(kinds.map((kind) => kind.toUpperCase()));
  // The day in Japan (the ministry's dates are Japanese days).
  const day = JAPAN_DAY.format(today).replace(/-/g, '');
  const names: string[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const record of records.slice(headerIndex + 1)) {
    const row = Object.fromEntries(
      Object.entries(column).map(([key, index]) => [key, index < 0 ? '' : (record[index] ?? '')]),
    ) as Record<keyof typeof COLUMNS, string>;
    const name = row.name.trim();
    const abolished = dayOf(row.abolished);
    const closed = (abolished !== '' && abolished <= day) || row.successor.trim() !== '';
    if (!name || !wanted.has(kindOf(row)) || closed || seen.has(name)) {
      skipped += 1;
      continue;
    }
    seen.add(name);
    names.push(name);
  }
  if (!names.length) {
    throw refuse('取り込める学校がありません（学校種と廃止年月日を確認してください）');
  }
  return { names, skipped };
}
