// Schemas every area's calls use: ids in paths and queries, the selected company of the work
// area, the service line, and the shapes of the answers' common parts.
import { z } from '../zod';

export const MAX_ID = 2_147_483_647;

/** A database id in a JSON body: a positive integer, never a string, an array or an object. */
export const bodyId = z.number().int().positive().max(MAX_ID);

/**
 * A database id written as text (a path, a query, a multipart field): digits only. Not a
 * coercion: Number() reads '[5]', ' 5', '5e0', '0x5' and true as ids, and an id given by
 * mistake must be refused, never read as another one.
 */
export const formId = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'IDは半角数字で指定してください。')
  .transform(Number)
  .pipe(bodyId);

/** A database id in a path or a query: digits (the URL's text) or an integer. */
export const id = z.union([bodyId, formId]);

/** `{ id }` in a path. */
export const idParams = z.object({ id });

/** The linked company chosen in the header; absent = all. '' and 'null' are sent by old tabs. */
export const selectedCompanyId = z
  .union([z.literal(''), z.literal('null'), id])
  .optional()
  .transform((value) => (typeof value === 'number' ? value : undefined));

export const serviceType = z.enum(['new_graduate', 'mid_career']);

/**
 * The receipt of a referral (issue 21): when the server accepted it (ISO 8601, immutable) and
 * the name of the staff account that sent it (null: unknown or deleted).
 */
export const referralReceipt = z.object({
  referredAt: z.string(),
  referredBy: z.string().nullable(),
});
export type ReferralReceipt = z.infer<typeof referralReceipt>;

/**
 * Which staff account of the agency did something (issue 22: staff named to the agency): the
 * name, else the user ID; null when the hiring company did it, or for rows written before the
 * account was recorded, or when the account is deleted. The company console never answers it.
 */
export const staffNameOrNull = z.string().nullable();

/** Who wrote a message to or from the company: the agency, the company, or its system. */
export const messageSenderType = z.enum([
  'introduction_company',
  'job_company',
  'job_company_system',
]);

/** A file of a message; `path` downloads it, below the api base. */
export const messageAttachment = z.object({
  id: z.number(),
  fileViewName: z.string(),
  path: z.string(),
});

/** A message of a thread with a company (a referral's, or a company chat's), with its files. */
export const threadMessage = <A extends z.ZodType>(attachment: A) =>
  z.object({
    id: z.number(),
    senderType: messageSenderType,
    /** Sanitised HTML (or plain text). */
    messageContent: z.string(),
    sentFromEmail: z.boolean(),
    createdAt: z.string(),
    attachments: z.array(attachment),
    /** The agency's staff member who sent it (introduction_company); null for the company's. */
    sentBy: staffNameOrNull,
  });

/**
 * One page of a list read by cursor: `total` items match, pass `nextCursor` as `cursor` for the
 * next page (null on the last page).
 */
export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), nextCursor: z.number().nullable() });

/** The answer of a write that returns nothing but success. */
export const noData = z.null();
