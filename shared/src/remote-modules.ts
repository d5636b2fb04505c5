// The props of the pages one remote exposes for another section to load at run time (never a
// build-time import between remotes): the referral form of remote-jobs, shown on the applicant
// refer routes too, and the candidate detail of remote-applicants, which the shell also maps to
// the job routes. Both sides import these types, so a change of shape breaks both builds.

/** remote_jobs/ReferralForm: 紹介情報登録 (register) or 紹介情報更新 (update). */
export interface ReferralFormProps {
  jobId: number;
  /** An existing applicant; null for a new applicant (the phone + e-mail linking note shows). */
  applicantId: number | null;
  /** Set for the update form of an existing referral (紹介情報更新). */
  candidateId?: number;
  /**
   * Where the user goes after the form: register → on cancel/close of the booking modal;
   * update → 100 ms after success. Without it the form returns to the job detail.
   */
  onDone?: (result: { candidateId: number; applicantId: number | null }) => void;
}

/**
 * remote_applicants/CandidateDetail reads its ids from the route, as every route that shows it
 * names them: applicants/:applicantId/jobs/:jobId/:candidateId,
 * jobs/info/:jobId/referred-candidate/:candidateId?applicantId=, and
 * jobs/info/:jobId/new-candidate/:applicantId (no referral yet: job summary and applicant chat).
 */
export const CANDIDATE_DETAIL_MODULE = 'remote_applicants/CandidateDetail';
export const REFERRAL_FORM_MODULE = 'remote_jobs/ReferralForm';
