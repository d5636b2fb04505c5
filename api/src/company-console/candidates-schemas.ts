// Input shapes of the candidate console commands (exactly the issue's), and base64 files.
import { z } from 'zod';
import type { UploadedFile } from '../files/upload-rules';
import { validationError } from '../plugins/http-errors';
import { id } from '@portal/shared/contract/common';

const base64File = z.object({ name: z.string().trim().min(1).max(255), base64: z.string().min(1) });

export const candidateStatusInput = z.object({
  id,
  specialSelectionStatus: z.number().int().min(1).max(8),
  selectionStepName: z.string().trim().max(100).nullable().optional(),
  isTmpCandidate: z.boolean().optional(),
  isTmpCandidateDiscarded: z.boolean().optional(),
});

export const evaluationInput = z.object({
  id,
  stepName: z.string().trim().min(1).max(100),
  evaluatorName: z.string().trim().min(1).max(100),
  evaluationStage: z.string().trim().min(1).max(100),
  evaluationFree: z.string().max(5000).optional(),
  evaluations: z
    .array(
      z.object({
        itemName: z.string().trim().min(1).max(100),
        value: z.string().max(100),
        comment: z.string().max(2000).optional(),
      }),
    )
    .max(50),
  paper: base64File.optional(),
});

const isoDate = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const tentativeInput = z.object({
  id,
  dates: z
    .array(
      z.object({ start: isoDate, end: isoDate }).refine((date) => date.end > date.start, {
        message: '終了日時は開始日時より後にしてください。',
      }),
    )
    .min(1)
    .max(10),
  comment: z.string().max(2000).optional(),
});

export const messageInput = z.object({
  id,
  content: z.string().trim().min(1).max(10_000),
  sentFromEmail: z.boolean().optional(),
  attachments: z.array(base64File).max(10).optional(),
});

/** base64 files as uploads, so they pass the same rules as the agency's uploads. */
export function decodeFiles(
  list: { name: string; base64: string }[],
  field: string,
): UploadedFile[] {
  return list.map((file) => {
    if (!/^[A-Za-z0-9+/=\s]+$/.test(file.base64)) {
      throw validationError({ [field]: [`${file.name}: base64 で指定してください。`] });
    }
    return {
      field,
      name: file.name,
      mimeType: 'application/octet-stream',
      content: Buffer.from(file.base64, 'base64'),
    };
  });
}
