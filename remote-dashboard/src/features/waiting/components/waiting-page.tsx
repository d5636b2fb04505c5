// 回答待ち: the referrals whose company has not answered within the agency's threshold (business
// days), longest wait first, each 「企業回答待ち N日」 with 催促する: the candidate's message
// composer (the candidate page's メッセージ tab) opens filled with the chase-up template.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { callQuery } from '@portal/shared/call-query';
import type { WaitingReferral } from '@portal/shared/contract/dashboard';
import { formatDate } from '@portal/shared/format';
import { toastError } from '@portal/shared/query-client';
import { Button } from '@portal/shared/ui/button';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { Stack, mutedText } from '@portal/shared/ui/layout';
import { useSiteId } from '@portal/shared/use-site-id';
import { OwnerCompanyFilters } from '../../../components/owner-company-filters';
import { messages } from '../../../messages';
import { candidateHref } from '../../referrals/candidate-link';
import { ReferralList } from '../../referrals/components/referral-list';
import type { OwnerChoice } from '../../tasks/api/tasks';
import { getFollowUp, useWaiting } from '../api/waiting';
import { putChaseUpInComposer } from '../chase-up-draft';

export function WaitingPage() {
  useDocumentTitle(`${messages.waitingTitle} | ${messages.title}`);
  const siteId = useSiteId();
  const navigate = useNavigate();
  const [owner, setOwner] = useState<OwnerChoice>('all');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const summary = useQuery(callQuery('/dashboard/summary'));
  const list = useWaiting(owner, companyId);
  const thresholds = summary.data?.thresholds;

  const chaseUp = async (referral: WaitingReferral) => {
    const href = candidateHref(siteId, referral);
    if (!href) return;
    setBusy(referral.candidateId);
    try {
      const followUp = await getFollowUp(referral.candidateId);
      if (followUp.chaseUp)
        putChaseUpInComposer(siteId, referral.candidateId, followUp.chaseUp.text);
      void navigate(href);
    } catch (error) {
      toastError(error, messages.chaseUpFailed);
      setBusy(null);
    }
  };

  return (
    <Stack $gap="lg">
      <Stack $gap="xs">
        <h2>{messages.waitingTitle}</h2>
        <Lead>{messages.waitingLead}</Lead>
        {thresholds ? (
          <Lead>
            {messages.waitingThresholds(thresholds.documentsDays, thresholds.interviewResultDays)}
          </Lead>
        ) : null}
      </Stack>
      <OwnerCompanyFilters
        owner={owner}
        onOwner={setOwner}
        companyId={companyId}
        onCompany={setCompanyId}
        everyoneFirst
      />
      <ReferralList
        label={messages.waitingTitle}
        query={list}
        loading={messages.waitingLoading}
        error={messages.waitingError}
        empty={messages.waitingEmpty}
        extra={(referral) => (
          <>
            <Mark>{referral.waiting.label}</Mark>
            <Since>{messages.waitingSince(formatDate(referral.waiting.since))}</Since>
            <Button
              size="sm"
              aria-label={messages.chaseUpLabel(referral.applicantName)}
              disabled={busy === referral.candidateId || !candidateHref(siteId, referral)}
              onClick={() => void chaseUp(referral)}
            >
              {messages.chaseUp}
            </Button>
          </>
        )}
      />
    </Stack>
  );
}

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Mark = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
`;

const Since = styled.span`
  ${mutedText}
`;
