// How the referral routes read their multipart text fields: the contract's fields, with
// introductionApplicantId read as an id and _method required on update, each refused with the
// message the form shows; every answer is text or a list of text (checked per job by answers.ts).
import { z } from 'zod';
import { formId } from '@portal/shared/contract/common';
import { referralCalls as calls } from '@portal/shared/contract/referrals';

/**
 * introductionApplicantId: 'null' / '' / absent → null; otherwise the digits of a positive id.
 * A repeated field or anything else ('1.5', '1e2', '[1]') is refused: never read as an applicant.
 */
const applicantId = z
  .unknown()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '' || raw === 'null') return null;
    const parsed = formId.safeParse(raw);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: '候補者の指定が正しくありません', input: raw });
    return z.NEVER;
  });

const answerText = z.union([z.string(), z.array(z.string())]);

export const registerForm = calls['POST /jobs/{id}/candidates'].multipart
  .extend({ introductionApplicantId: applicantId })
  .catchall(answerText);

export const updateForm = calls['POST /candidates/{id}'].multipart
  .extend({
    introductionApplicantId: applicantId,
    _method: z
      .unknown()
      .optional()
      .transform((method, ctx) => {
        if (method === 'PUT' || method === 'put') return 'PUT' as const;
        ctx.addIssue({ code: 'custom', message: '_method には PUT を指定してください' });
        return z.NEVER;
      }),
  })
  .catchall(answerText);
