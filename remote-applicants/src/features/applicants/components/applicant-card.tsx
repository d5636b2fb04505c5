// One applicant in the list: names, 不可 when direct contact is not allowed, the unread count
// (capped at 999) and a pill per latest referral. Pointing at it or focusing it starts loading
// the referred jobs it opens (the column's first read, for the selected company).
import { memo } from 'react';
import styled from 'styled-components';
import { paths } from '@portal/shared/paths';
import type { ApplicantListItem } from '@portal/shared/contract/applicants';
import { useIntentPrefetch } from '@portal/shared/prefetch';
import type { SiteId } from '@portal/shared/site';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { truncate } from '@portal/shared/text';
import { Badge } from '@portal/shared/ui/badge';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';
import { ColumnCard } from '../../../components/column-card';
import { messages } from '../../../messages';
import { UnreadCount } from '../../../components/unread-count';
import { referralPill } from '../../../lib/card-labels';
import { referredJobsQuery } from '../../referred-jobs/api/get-referred-jobs';
import { Cluster, cluster } from '@portal/shared/ui/layout';

const t = messages.list;

/** The company as a pill names it: without 株式会社 and the like, at most 8 characters. */
export function shortCompanyName(name: string): string {
  return truncate(
    name.replace(/^(株式会社|有限会社|合同会社)|(株式会社|有限会社|合同会社)$/g, '').trim(),
    8,
  );
}

export const ApplicantCard = memo(function ApplicantCard({
  applicant,
  siteId,
}: {
  applicant: ApplicantListItem;
  siteId: SiteId;
}) {
  const intent = useIntentPrefetch();
  const companyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  const hidden = applicant.referralCount - applicant.latestReferrals.length;
  return (
    <Card
      to={paths.applicants.jobs(siteId, { applicantId: applicant.id })}
      {...intent(referredJobsQuery(applicant.id, companyId))}
    >
      <Cluster $align="center">
        <Names>
          <Kana>{applicant.fullNameKana}</Kana>
          <Kanji>{applicant.fullNameKanji}</Kanji>
        </Names>
        {applicant.directMessageFlag ? (
          <Badge tone="grey">
            <span title={t.directNgTooltip}>{t.directNg}</span>
          </Badge>
        ) : null}
        <Unread count={applicant.unreadCount} />
      </Cluster>
      {applicant.latestReferrals.length ? (
        <Pills>
          {applicant.latestReferrals.map((state, index) => {
            const pill = referralPill(state, siteId);
            const whose = [state.companyName, state.jobName].filter(Boolean).join(' ');
            return (
              <Badge key={index} tone={pill.tone}>
                <span title={[whose, pill.tooltip].filter(Boolean).join('\n')}>
                  {state.companyName ? (
                    <Whose>{t.pillCompany(shortCompanyName(state.companyName))}</Whose>
                  ) : null}
                  {pill.label}
                  {state.jobName ? (
                    <VisuallyHidden>{t.pillJob(state.jobName)}</VisuallyHidden>
                  ) : null}
                </span>
              </Badge>
            );
          })}
          {hidden > 0 ? <More>{t.more(hidden)}</More> : null}
        </Pills>
      ) : null}
    </Card>
  );
});

const Whose = styled.span`
  font-weight: 400;
`;

const Card = styled(ColumnCard).attrs({ $marked: true })`
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
`;
const Names = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;
const Kana = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Kanji = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Unread = styled(UnreadCount)`
  min-width: 22px;
  line-height: 20px;
  text-align: center;
`;
const Pills = styled.div`
  ${cluster('xs')}
  overflow: hidden;
  max-height: 26px;
`;
const More = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
