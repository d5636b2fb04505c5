import { clearDraft, draftKey, loadDraft, saveDraft } from './draft';
import { file } from './test-fields';

beforeEach(() => localStorage.clear());

it('keys drafts by site, job, applicant and referral', () => {
  expect(draftKey({ siteId: '25', jobId: 3, applicantId: null })).toBe(
    'portal:referral-draft:25:3:new:register',
  );
  expect(draftKey({ siteId: 'mid', jobId: 3, applicantId: 7, candidateId: 9 })).toBe(
    'portal:referral-draft:mid:3:7:update-9',
  );
});

it('keeps everything but the files, and clears', () => {
  const key = draftKey({ siteId: '25', jobId: 3, applicantId: null });
  saveDraft(
    key,
    { seiKanji: '佐藤', interestedJobs: ['営業'], file: [file('a.pdf')] },
    new Date('2026-11-23T03:00:00Z'),
  );
  expect(loadDraft(key)).toEqual({
    savedAt: '2026-11-23T03:00:00.000Z',
    values: { seiKanji: '佐藤', interestedJobs: ['営業'], file: [] },
  });
  clearDraft(key);
  expect(loadDraft(key)).toBeNull();
});

it('ignores a broken draft', () => {
  localStorage.setItem('portal:referral-draft:25:1:new:register', '{broken');
  expect(loadDraft('portal:referral-draft:25:1:new:register')).toBeNull();
});
