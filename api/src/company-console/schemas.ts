// Inputs of the company console, shared by its HTTP API and its CLI, with the labels of their
// Japanese validation messages.
import { z } from 'zod';
import { PERMIT_MATCHING_STATUS } from '@portal/shared/enums';
import {
  emailSchema,
  passwordSchema,
  requiredText,
  userIdSchema,
} from '../modules/auth/account-rules';
import { bodyId } from '@portal/shared/contract/common';

const SITE_ID_VALUES = ['23', '24', '25', '26', '27', '28', 'mid'] as const;
const id = bodyId;

export const createAgencyInput = z.object({
  name: requiredText(255),
  phone: z.string().trim().max(20).default(''),
  contactPerson: z.string().trim().max(255).default(''),
  address: z.string().trim().max(500).default(''),
  email: emailSchema,
  additionalEmails: z.array(emailSchema).max(10).default([]),
  /** Omitted: the agency signs its main account up itself, with a company code. */
  account: z
    .object({ userId: userIdSchema, email: emailSchema, password: passwordSchema })
    .optional(),
});
export type CreateAgencyInput = z.output<typeof createAgencyInput>;

export const issueCompanyCodeInput = z.object({
  agencyId: id,
  email: emailSchema,
  /** The site whose welcome page the mail links to. */
  siteId: z.enum(SITE_ID_VALUES).default('25'),
  expiresInDays: z.number().int().min(1).max(365).default(30),
});
export type IssueCompanyCodeInput = z.output<typeof issueCompanyCodeInput>;

export const issueInvitationInput = z.object({
  agencyId: id,
  email: emailSchema,
  siteId: z.enum(SITE_ID_VALUES).default('25'),
  expiresInHours: z.number().int().min(1).max(720).default(72),
});
export type IssueInvitationInput = z.output<typeof issueInvitationInput>;

export const createCompanyInput = z.object({
  name: requiredText(255),
  email: emailSchema,
  companyCode: z.string().trim().min(4).max(64).optional(),
});
export type CreateCompanyInput = z.output<typeof createCompanyInput>;

export const setLinkInput = z.object({
  agencyId: id,
  companyId: id,
  status: z.enum(Object.values(PERMIT_MATCHING_STATUS)),
});
export type SetLinkInput = z.output<typeof setLinkInput>;

export const publishAnnouncementInput = z.object({
  title: requiredText(255),
  content: z.string().min(1).max(100_000),
  /** Omitted or null: every site. */
  siteId: z.enum(SITE_ID_VALUES).nullable().default(null),
  /** Omitted or null: every agency. */
  agencyId: id.nullable().default(null),
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
  expiresInDays: '有効日数',
  expiresInHours: '有効時間',
  to: '宛先',
  limit: '件数',
};
