// The portal's routes with parameters, built one way: `paths.applicants.candidate(siteId, { … })`.
// A screen that links into another section (or another remote) names the route here instead of
// writing its URL by hand, so a route that moves changes in one place. Section roots without
// parameters stay `portalPath(siteId, 'infos')`.
import { portalPath, type SiteId } from './site';

type Id = number | string;

export const paths = {
  applicants: {
    /** 候補者情報更新. */
    edit: (siteId: SiteId, p: { applicantId: Id }) =>
      portalPath(siteId, `applicants/edit/${p.applicantId}`),
    /** The applicant's referred jobs. */
    jobs: (siteId: SiteId, p: { applicantId: Id }) =>
      portalPath(siteId, `applicants/${p.applicantId}/jobs`),
    /** 履歴: who did what to the applicant and their referrals, newest first (issue 22). */
    history: (siteId: SiteId, p: { applicantId: Id }) =>
      portalPath(siteId, `applicants/${p.applicantId}/history`),
    /** The public jobs to refer the applicant to, or the referral form for one of them. */
    newRefer: (siteId: SiteId, p: { applicantId: Id; jobId?: Id }) =>
      portalPath(
        siteId,
        `applicants/${p.applicantId}/new-refer${p.jobId === undefined ? '' : `/${p.jobId}`}`,
      ),
    /** The referral form of the applicant for a job, from the candidate page. */
    refer: (siteId: SiteId, p: { applicantId: Id; jobId: Id }) =>
      portalPath(siteId, `applicants/${p.applicantId}/refer/${p.jobId}`),
    /** A candidate (one referral) of the applicant. */
    candidate: (siteId: SiteId, p: { applicantId: Id; jobId: Id; candidateId: Id }) =>
      portalPath(siteId, `applicants/${p.applicantId}/jobs/${p.jobId}/${p.candidateId}`),
    /** 紹介情報更新 of a candidate. */
    candidateEdit: (siteId: SiteId, p: { applicantId: Id; jobId: Id; candidateId: Id }) =>
      `${paths.applicants.candidate(siteId, p)}/edit`,
  },
  jobs: {
    info: (siteId: SiteId, p: { jobId: Id }) => portalPath(siteId, `jobs/info/${p.jobId}`),
    /** The referral form of a job: a new applicant, or an existing one. */
    refer: (siteId: SiteId, p: { jobId: Id; applicantId: Id | 'new-applicant' }) =>
      portalPath(siteId, `jobs/info/${p.jobId}/refer/${p.applicantId}`),
    /** An applicant not yet referred to the job: the job's summary, their contact and messages. */
    newCandidate: (siteId: SiteId, p: { jobId: Id; applicantId: Id }) =>
      portalPath(siteId, `jobs/info/${p.jobId}/new-candidate/${p.applicantId}`),
    /** A referred candidate seen from the job page. */
    referredCandidate: (
      siteId: SiteId,
      p: { jobId: Id; candidateId: Id; applicantId: Id | null },
    ) =>
      portalPath(
        siteId,
        `jobs/info/${p.jobId}/referred-candidate/${p.candidateId}?applicantId=${p.applicantId ?? ''}`,
      ),
  },
  chat: {
    conversation: (siteId: SiteId, p: { threadId: Id }) =>
      portalPath(siteId, `chat/conversation/${p.threadId}`),
  },
  events: {
    /** The calendar filtered to one company (all of them when it is not known). */
    ofCompany: (siteId: SiteId, p: { companyId: Id | null }) =>
      portalPath(siteId, p.companyId === null ? 'events' : `events?companyId=${p.companyId}`),
  },
};
