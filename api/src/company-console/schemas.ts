// Inputs of the company console, shared by its HTTP API and its CLI, with the labels of their
// Japanese validation messages.
import { z } from 'zod';
import { PERMIT_MATCHING_STATUS } from '@portal/shared/contract';

const SITE_ID_VALUES = ['23', '24', '25', '26', '27', '28', 'mid'] as const;

export const USER_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

export const createAgencyInput = z.object({
  name: z.string().trim().min(1).max(255),
  phone: z.string().trim().max(50).default(''),
  contactPerson: z.string().trim().max(255).default(''),
  address: z.string().trim().max(500).default(''),
  email: z.email().max(255),
  additionalEmails: z.array(z.email().max(255)).max(20).default([]),
  account: z.object({
    userId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(USER_ID_PATTERN, 'ユーザーIDは半角英数字と . _ - で入力してください。'),
    email: z.email().max(255),
    password: z.string().min(8).max(255),
  }),
});
export type CreateAgencyInput = z.output<typeof createAgencyInput>;

export const createCompanyInput = z.object({
  name: z.string().trim().min(1).max(255),
  email: z.email().max(255),
  companyCode: z.string().trim().min(4).max(64).optional(),
});
export type CreateCompanyInput = z.output<typeof createCompanyInput>;

export const setLinkInput = z.object({
  agencyId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  status: z.enum(Object.values(PERMIT_MATCHING_STATUS)),
});
export type SetLinkInput = z.output<typeof setLinkInput>;

export const publishAnnouncementInput = z.object({
  title: z.string().trim().min(1).max(255),
  content: z.string().min(1).max(100_000),
  /** Omitted or null: every site. */
  siteId: z.enum(SITE_ID_VALUES).nullable().default(null),
  /** Omitted or null: every agency. */
  agencyId: z.number().int().positive().nullable().default(null),
});
export type PublishAnnouncementInput = z.output<typeof publishAnnouncementInput>;

export const listOutboxInput = z.object({
  to: z.string().trim().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const CONSOLE_LABELS = {
  name: '名称',
  phone: '電話番号',
  contactPerson: '担当者名',
  address: '住所',
  email: 'メールアドレス',
  additionalEmails: '追加メールアドレス',
  'account.userId': 'ユーザーID',
  'account.email': 'アカウントのメールアドレス',
  'account.password': 'パスワード',
  account: 'アカウント',
  companyCode: '企業コード',
  agencyId: '紹介会社ID',
  companyId: '企業ID',
  status: '連携ステータス',
  title: 'タイトル',
  content: '本文',
  siteId: 'サイトID',
  to: '宛先',
  limit: '件数',
};
