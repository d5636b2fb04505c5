// Sends the form (register or update) and tells the form what happened: success (toast; the
// write's CHANGES refreshed the job, its candidates, the applicants and the badges before it
// settled), 422 (errors under their fields), or a failure the client showed.
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { alertUser, toast } from '@portal/shared/feedback';
import { isValidationFailure, toastFailure } from '@portal/shared/http';
import { messages } from '../../../messages';
import { postCandidate, updateCandidate } from '../api/post-candidate';
import type { FormValues } from '../engine/model';
import { buildReferralPayload } from '../engine/payload';
import { serverErrorsByRow } from '../engine/validate';
import type { SubmitOutcome } from './referral-form-view';

export interface SubmitTarget {
  jobId: number | null;
  applicantId: number | null;
  candidateId?: number;
  fields: EntryFormField[];
  onSuccess: (result: { candidateId: number; companyId: number }) => void;
}

export function useSubmitReferral(target: SubmitTarget) {
  return async (values: FormValues): Promise<SubmitOutcome> => {
    const update = target.candidateId !== undefined;
    const form = buildReferralPayload(target.fields, values, target.applicantId);
    const result = update
      ? await updateCandidate(target.candidateId!, form)
      : await postCandidate(target.jobId!, form);
    if (result.ok) {
      toast.success(update ? messages.updated : messages.registered);
      target.onSuccess(result.data);
      return { ok: true };
    }
    const failure = result.error;
    if (failure.kind === 'network' || failure.kind === 'unknown') {
      // Spec 2: an alert on a network exception, acknowledged by the user.
      alertUser(messages.unexpected);
      return { ok: false };
    }
    if (failure.kind === 'http' && isValidationFailure(failure)) {
      toastFailure(failure, messages.invalidSubmit);
      const body = failure.body as { errors?: Record<string, string[]> } | undefined;
      return { ok: false, errors: serverErrorsByRow(target.fields, body?.errors) };
    }
    console.error('referral failed', failure);
    return { ok: false };
  };
}
