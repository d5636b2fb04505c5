// The joins between the product's rows that queries across the api make again and again, named
// for the row they reach ("the candidate's applicant"): a query keeps choosing inner or left join
// and says where it goes, the keys are spelled once. Only the tables themselves, never an alias.
import { eq } from 'drizzle-orm';
import { accounts, agencies } from './schema/agencies';
import { applicants, candidates } from './schema/applicants';
import { chatThreads } from './schema/chat';
import { agencyCompanyLinks, hiringCompanies } from './schema/companies';
import { eventEntries, events } from './schema/events';
import { jobs } from './schema/jobs';

/** From a candidate to the applicant it was referred as. */
export const applicantOfCandidate = eq(applicants.id, candidates.applicantId);

/** From a candidate to the job it was referred to. */
export const jobOfCandidate = eq(jobs.id, candidates.jobId);

/** From a job to its hiring company. */
export const companyOfJob = eq(hiringCompanies.id, jobs.companyId);

/** From an agency's link to the hiring company linked. */
export const companyOfLink = eq(hiringCompanies.id, agencyCompanyLinks.companyId);

/** From a company chat thread to the hiring company on the other side. */
export const companyOfThread = eq(hiringCompanies.id, chatThreads.companyId);

/** From a staff account to its agency. */
export const agencyOfAccount = eq(agencies.id, accounts.agencyId);

/** From an event to the hiring company that holds it. */
export const companyOfEvent = eq(hiringCompanies.id, events.companyId);

/** From an event entry to the candidate reserved. */
export const candidateOfEntry = eq(candidates.id, eventEntries.candidateId);

/** From an event entry to its event. */
export const eventOfEntry = eq(events.id, eventEntries.eventId);

/** The applicant's name in kanji, both parts as typed (null through a left join that found none). */
export const applicantKanjiName = { seiKanji: applicants.seiKanji, meiKanji: applicants.meiKanji };
