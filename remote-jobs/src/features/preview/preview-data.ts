// The preview's data: localStorage `jobPreviewData` written by the hiring company's screen
// (spec 2 §2), read once and removed on leaving. Unknown or malformed data shows nothing.
export const PREVIEW_STORAGE_KEY = 'jobPreviewData';

export const PREVIEW_FIELDS = [
  ['jobName', '求人タイトル'],
  ['companyName', '会社名'],
  ['recruitmentStartDate', '募集開始日時'],
  ['recruitmentEndDate', '募集終了日時'],
  ['jobCategory', '職種'],
  ['area', 'エリア'],
  ['recruiter', '採用担当'],
  ['essentialPoint', '求める人物像'],
] as const;

export const MID_PREVIEW_FIELDS = [
  ['jobDescription', '仕事内容'],
  ['unit', '部署'],
  ['qualificationRequirements', '応募資格'],
  ['mandatorySkills', '必須スキル'],
  ['welcomeSkills', '歓迎スキル'],
  ['personality', '求める人物像（人柄）'],
  ['employmentStatus', '雇用形態'],
  ['remuneration', '給与'],
  ['welfare', '福利厚生'],
  ['treatment', '待遇'],
  ['holiday', '休日休暇'],
  ['workLocation', '勤務地'],
  ['workingHours', '勤務時間'],
] as const;

export type PreviewData = Record<string, string>;

export function readPreviewData(): PreviewData | null {
  try {
    const raw = localStorage.getItem(PREVIEW_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const data: PreviewData = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number') data[key] = String(value);
    }
    return data;
  } catch {
    return null;
  }
}

export function removePreviewData(): void {
  try {
    localStorage.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // nothing to remove
  }
}
