// 履歴 of an applicant (applicants/:applicantId/history, issue 22): who did what to the applicant
// and to each of their referrals, newest first — staff name, action, time (Tokyo) and what
// changed — paged by さらに表示. The same list as the candidate page's 履歴 tab (HistoryTab).
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@portal/shared/ui/page-title';
import { Panel } from '../../../components/panel';
import { messages } from '../../../messages';
import { HistoryTab } from '../../candidate/components/history-tab';
import { useApplicant } from '../api/get-applicant';

const t = messages.history;

export function ApplicantHistoryPage({ back }: { back?: ReactNode }) {
  const applicantId = Number(useParams().applicantId);
  const applicant = useApplicant(applicantId);
  const title = applicant.data
    ? t.applicantTitleOf(applicant.data.fullNameKanji)
    : t.applicantTitle;
  return (
    <Panel aria-labelledby="applicant-history-title">
      {back}
      <PageTitle id="applicant-history-title">{title}</PageTitle>
      <HistoryTab key={applicantId} kind="applicant" id={applicantId} />
    </Panel>
  );
}
