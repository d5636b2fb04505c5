// How the chat routes read their multipart fields (the contract names them; the api turns
// companyIds into ids), the Japanese labels of the fields and the not-found messages.
import { z } from 'zod';
import { id } from '@portal/shared/contract/common';
import { createThreadGroupFields } from '@portal/shared/contract/chat';
import { cleanMessage } from '../../html/sanitize';
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

/** companyIds arrives as a JSON list (spec) or as repeated companyIds[] fields. */
function readCompanyIds(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === '') return [];
  try {
    return JSON.parse(String(value));
  } catch {
    return value;
  }
}

/** The contract's fields with companyIds read as ids. */
export const createGroupInput = createThreadGroupFields.extend({
  companyIds: z.preprocess(readCompanyIds, z.array(id).min(1).max(100)),
});

/**
 * Content through the shared message policy (message HTML sanitised, plain text escaped);
 * empty content is allowed only with attachments.
 */
export function cleanContent(content: string, hasFiles: boolean): string {
  const clean = cleanMessage(content);
  if (!clean && !hasFiles) throw validationError({ messageContent: ['内容を入力してください'] });
  return clean;
}
