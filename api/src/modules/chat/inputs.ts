// Schemas of the chat calls and the Japanese labels of their fields.
import { z } from 'zod';
import { CHAT_MAX_CONTENT, CHAT_MAX_TITLE } from '@portal/shared/contract/chat';
import { sanitizeHtml } from '../../html/sanitize';
import { validationError } from '../../plugins/http-errors';

export const CHAT_LABELS = {
  companyIds: '宛先',
  threadTitle: '件名',
  messageContent: '内容',
  attachments: '添付ファイル',
  keyword: 'キーワード',
  selectedCompanyId: '企業',
};

export const THREAD_NOT_FOUND = 'スレッドが見つかりません';
export const GROUP_NOT_FOUND = 'メッセージが見つかりません';
export const FILE_NOT_FOUND = 'ファイルが見つかりません';

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const threadParams = z.object({ threadId: id });
export const groupParams = z.object({ id });
export const fileParams = z.object({ threadId: id, messageId: id });
export const fileQuery = z.object({ fileId: id.optional() });

export const listQuery = z.object({
  keyword: z.string().max(200).optional(),
  selectedCompanyId: z
    .union([z.literal(''), z.literal('null'), id])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
});

const text = (max: number) => z.string().max(max);

export const createGroupFields = z.object({
  companyIds: z.array(id).min(1).max(100),
  threadTitle: text(CHAT_MAX_TITLE).trim().min(1),
  messageContent: text(CHAT_MAX_CONTENT),
});

export const sendMessageFields = z.object({
  senderType: z.literal('introduction_company').optional(),
  messageContent: text(CHAT_MAX_CONTENT).default(''),
  createdAt: z.string().max(100).optional(),
});

/** companyIds arrives as a JSON list (spec) or as repeated companyIds[] fields. */
export function readCompanyIds(value: string | string[] | undefined): unknown {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Sanitised content; empty content is allowed only with attachments. */
export function cleanContent(content: string, hasFiles: boolean): string {
  // Form data sends line breaks as CRLF; they are stored as LF.
  const clean = sanitizeHtml(content.replace(/\r\n?/g, '\n'));
  if (!clean && !hasFiles) throw validationError({ messageContent: ['内容を入力してください'] });
  return clean;
}
