// A row of GET /applicants as tests answer it: the applicant's kanji name and nothing else of
// note (no referral, nothing unread). The applicants remote's list and the jobs remote's refer
// column both read it.
import type { ApplicantListItem } from '../contract/applicants';

export const applicantListItem = (id: number, fullNameKanji: string): ApplicantListItem => ({
  id,
  fullNameKanji,
  fullNameKana: 'テスト',
  email: `a${id}@example.com`,
  phone: '090-1111-2222',
  directMessageFlag: false,
  hasUnreadMessage: false,
  unreadCount: 0,
  referralCount: 0,
  latestReferrals: [],
});
