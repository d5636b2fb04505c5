import { endDraftSession, startDraftSession } from '@portal/shared/drafts';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft';
import { file } from './test-fields';

beforeEach(() => localStorage.clear());

it('keys drafts by site, job, applicant and referral', () => {
  expect(draftKey({ siteId: '25', jobId: 3, applicantId: null })).toBe(
    'portal:draft:referral:25:3:new:register',
  );
  expect(draftKey({ siteId: 'mid', jobId: 3, applicantId: 7, candidateId: 9 })).toBe(
    'portal:draft:referral:mid:3:7:update-9',
  );
});

it('keeps everything but the files, and clears', () => {
  const key = draftKey({ siteId: '25', jobId: 3, applicantId: null });
  saveDraft(
    key,
    { seiKanji: '佐藤', interestedJobs: ['営業'], file: [file('a.pdf')] },
    new Date('2026-11-23T03:00:00Z'),
  );
  expect(loadDraft(key, new Date('2026-11-24T03:00:00Z'))).toEqual({
    savedAt: '2026-11-23T03:00:00.000Z',
    values: { seiKanji: '佐藤', interestedJobs: ['営業'], file: [] },
  });
  clearDraft(key);
  expect(loadDraft(key)).toBeNull();
});

it('ignores a broken draft', () => {
  localStorage.setItem('portal:draft:referral:25:1:new:register', '{broken');
  expect(loadDraft('portal:draft:referral:25:1:new:register')).toBeNull();
});

it('offers no draft older than 7 days, and deletes it', () => {
  const key = draftKey({ siteId: '25', jobId: 3, applicantId: 7 });
  saveDraft(key, { seiKanji: '佐藤' }, new Date('2026-11-01T03:00:00Z'));
  expect(loadDraft(key, new Date('2026-11-08T02:00:00Z'))).not.toBeNull();
  expect(loadDraft(key, new Date('2026-11-08T04:00:00Z'))).toBeNull();
  expect(localStorage.getItem(key)).toBeNull();
});

it('keeps no draft past the end of the session, nor into the next one', () => {
  const key = draftKey({ siteId: '25', jobId: 3, applicantId: 7 });
  saveDraft(key, { seiKanji: '佐藤' });
  localStorage.setItem('portal:referral-draft:25:1:new:register', '{"old":1}');
  endDraftSession();
  expect(loadDraft(key)).toBeNull();
  expect(localStorage.getItem('portal:referral-draft:25:1:new:register')).toBeNull();
  // The form unmounting after the 401 cannot write it back.
  saveDraft(key, { seiKanji: '佐藤' });
  expect(loadDraft(key)).toBeNull();

  startDraftSession();
  saveDraft(key, { seiKanji: '鈴木' });
  expect(loadDraft(key)?.values).toEqual({ seiKanji: '鈴木' });
  // The next login (another user perhaps) starts clean.
  startDraftSession();
  expect(loadDraft(key)).toBeNull();
});
