// The five message templates of spec 1 §3: HTML bodies with placeholders for name, date, time,
// location, position and start date. The composer inserts the body with its placeholders (the
// user fills them in); the picker previews it with sample values.

export type TemplateField = 'name' | 'date' | 'time' | 'location' | 'position' | 'startDate';

export const TEMPLATE_PLACEHOLDERS: Record<TemplateField, string> = {
  name: '［氏名］',
  date: '［日付］',
  time: '［時間］',
  location: '［場所］',
  position: '［職種］',
  startDate: '［入社日］',
};

export const TEMPLATE_SAMPLE_VALUES: Record<TemplateField, string> = {
  name: '山田 太郎',
  date: '2026年5月20日（水）',
  time: '14:00',
  location: '本社 5階会議室（東京都千代田区丸の内1-1-1）',
  position: '法人営業職',
  startDate: '2026年4月1日',
};

export interface MessageTemplate {
  id: string;
  label: string;
  html: string;
}

const p = TEMPLATE_PLACEHOLDERS;

export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    id: 'greeting',
    label: '基本のご挨拶',
    html: `<p>ご担当者様</p><p>いつもお世話になっております。<br>${p.name}様の件でご連絡いたしました。</p><p>引き続きどうぞよろしくお願いいたします。</p>`,
  },
  {
    id: 'interview-invitation',
    label: '面接のご案内',
    html: `<p>${p.name}様</p><p>${p.position}の面接を下記のとおりご案内いたします。</p><ul><li>日付：${p.date}</li><li>時間：${p.time}</li><li>場所：${p.location}</li></ul><p>ご都合をお知らせください。</p>`,
  },
  {
    id: 'follow-up',
    label: 'フォローアップ',
    html: `<p>ご担当者様</p><p>${p.date}に面接いただいた${p.name}様について、その後の状況をお伺いできますでしょうか。</p><p>ご確認のほど、よろしくお願いいたします。</p>`,
  },
  {
    id: 'interview-passed',
    label: '面接結果のお知らせ（合格）',
    html: `<p>${p.name}様</p><p>先日は${p.position}の面接にお越しいただきありがとうございました。</p><p>選考の結果、<strong>合格</strong>となりましたのでお知らせいたします。次回の日程は${p.date} ${p.time}、${p.location}です。</p>`,
  },
  {
    id: 'job-offer',
    label: '内定のお知らせ',
    html: `<p>${p.name}様</p><p>このたびは${p.position}へのご応募ありがとうございました。</p><p>厳正なる選考の結果、<strong>内定</strong>とさせていただきました。入社日は${p.startDate}を予定しております。</p>`,
  },
];

/** The template body with every placeholder replaced (previews use the sample values). */
export function fillTemplate(
  html: string,
  values: Record<TemplateField, string> = TEMPLATE_SAMPLE_VALUES,
): string {
  return (Object.keys(TEMPLATE_PLACEHOLDERS) as TemplateField[]).reduce(
    (filled, field) => filled.split(TEMPLATE_PLACEHOLDERS[field]).join(values[field]),
    html,
  );
}
