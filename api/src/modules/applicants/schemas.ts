// Input of the applicant calls: the payload rules of spec 2 §5 (every name, e-mail and phone
// non-empty after trimming), the list's page query and the ids in paths.
import { z } from 'zod';

export const APPLICANT_LABELS = {
  seiKanji: '姓',
  meiKanji: '名',
  seiKana: 'セイ',
  meiKana: 'メイ',
  email: 'PCメールアドレス',
  phone: '携帯電話番号',
  directMessageFlag: '直接連絡可否',
  keyword: 'キーワード',
  cursor: 'カーソル',
  limit: '件数',
  selectedCompanyId: '企業',
};

const required = (max: number) => z.string().trim().min(1).max(max);

export const applicantPayload = z.object({
  seiKanji: required(50),
  meiKanji: required(50),
  seiKana: required(50),
  meiKana: required(50),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  phone: required(30),
  directMessageFlag: z.boolean(),
});

export const MAX_PAGE = 200;

export const applicantListQuery = z.object({
  keyword: z.string().max(100).optional(),
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(50),
});

export const selectedCompanyQuery = z.object({
  selectedCompanyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
