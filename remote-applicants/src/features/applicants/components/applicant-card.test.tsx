import { screen } from '@testing-library/react';
import type { ApplicantListItem } from '@portal/shared/contract/applicants';
import { renderAt } from '../../../test/render';
import { ApplicantCard, shortCompanyName } from './applicant-card';

const state = (companyName: string, jobName: string) => ({
  specialSelectionStatus: 2,
  selectionStepName: '一次面接',
  isCandidate: true,
  isTmpCandidate: false,
  isTmpCandidateDiscarded: false,
  companyName,
  jobName,
});

const applicant: ApplicantListItem = {
  id: 3,
  fullNameKanji: '佐藤 花子',
  fullNameKana: 'サトウ ハナコ',
  email: 'sato@example.com',
  phone: '090-1111-2222',
  directMessageFlag: false,
  hasUnreadMessage: false,
  unreadCount: 0,
  referralCount: 2,
  latestReferrals: [
    state('株式会社さくらフィナンシャルグループ', '総合職'),
    state('東邦精機工業株式会社', '生産技術職'),
  ],
};

it('says whose job each pill is: the company beside it, company and job in its title', () => {
  renderAt(
    '/25/employment-agency/applicants',
    '/:siteId/employment-agency/applicants',
    <ApplicantCard applicant={applicant} siteId="25" />,
  );
  const card = screen.getByRole('link', { name: /佐藤 花子/ });
  expect(card).toHaveTextContent('さくらフィナンシ…：選考中/一次面接');
  expect(card).toHaveTextContent('東邦精機工業：');
  expect(card).toHaveTextContent('（総合職）');
  expect(screen.getByTitle(/株式会社さくらフィナンシャルグループ 総合職/)).toBeInTheDocument();
});

it('shortens a company name for the pill', () => {
  expect(shortCompanyName('株式会社みらいソフトウェア')).toBe(
    'みらいソフトウェア'.slice(0, 8) + '…',
  );
  expect(shortCompanyName('青葉フーズ株式会社')).toBe('青葉フーズ');
});
