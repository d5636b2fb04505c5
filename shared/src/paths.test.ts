import { paths } from './paths';

it('builds each route with its parameters under the site', () => {
  expect(paths.applicants.edit('25', { applicantId: 3 })).toBe(
    '/25/employment-agency/applicants/edit/3',
  );
  expect(paths.applicants.candidate('mid', { applicantId: 3, jobId: 4, candidateId: 5 })).toBe(
    '/mid/employment-agency/applicants/3/jobs/4/5',
  );
  expect(paths.applicants.candidateEdit('25', { applicantId: 3, jobId: 4, candidateId: 5 })).toBe(
    '/25/employment-agency/applicants/3/jobs/4/5/edit',
  );
  expect(paths.applicants.history('25', { applicantId: 3 })).toBe(
    '/25/employment-agency/applicants/3/history',
  );
  expect(paths.applicants.newRefer('25', { applicantId: 3 })).toBe(
    '/25/employment-agency/applicants/3/new-refer',
  );
  expect(paths.applicants.newRefer('25', { applicantId: 3, jobId: 9 })).toBe(
    '/25/employment-agency/applicants/3/new-refer/9',
  );
  expect(paths.jobs.refer('25', { jobId: 9, applicantId: 'new-applicant' })).toBe(
    '/25/employment-agency/jobs/info/9/refer/new-applicant',
  );
  expect(paths.jobs.referredCandidate('25', { jobId: 9, candidateId: 5, applicantId: null })).toBe(
    '/25/employment-agency/jobs/info/9/referred-candidate/5?applicantId=',
  );
  expect(paths.jobs.newCandidate('25', { jobId: 9, applicantId: 3 })).toBe(
    '/25/employment-agency/jobs/info/9/new-candidate/3',
  );
  expect(paths.chat.conversation('25', { threadId: 11 })).toBe(
    '/25/employment-agency/chat/conversation/11',
  );
  expect(paths.events.ofCompany('25', { companyId: 7 })).toBe(
    '/25/employment-agency/events?companyId=7',
  );
  expect(paths.events.ofCompany('25', { companyId: null })).toBe('/25/employment-agency/events');
});
