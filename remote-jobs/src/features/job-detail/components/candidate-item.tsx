// One referred candidate: name and status pill; a link to the referred-candidate page when it is
// a candidate; temporary or discarded duplicates show their tooltip and are not clickable. The
// list places it (ref, style, data-index: the virtualised list measures and positions each row).
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTimeSeconds } from '@portal/shared/format';
import { paths } from '@portal/shared/paths';
import type { JobCandidate } from '@portal/shared/contract/jobs';
import { candidateStatusPill } from '@portal/shared/enums';
import { Badge } from '@portal/shared/ui/badge';
import { Tooltip } from '@portal/shared/ui/tooltip';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import { Cluster, mutedText } from '@portal/shared/ui/layout';

export function CandidateItem({
  jobId,
  candidate,
  ...place
}: {
  jobId: number;
  candidate: JobCandidate;
} & Pick<ComponentProps<'li'>, 'ref' | 'style'> & { 'data-index'?: number }) {
  const siteId = useSiteId();
  const pill = candidateStatusPill(candidate, siteId);
  const badge = <Badge tone={pill.tone}>{pill.label}</Badge>;
  const clickable =
    candidate.isCandidate && !candidate.isTmpCandidate && !candidate.isTmpCandidateDiscarded;
  const content = (
    <>
      <Name>{candidate.fullNameKanji}</Name>
      {pill.tooltip ? <Tooltip content={pill.tooltip}>{badge}</Tooltip> : badge}
      <Receipt>
        {messages.referredAt(
          formatDateTimeSeconds(candidate.receipt.referredAt),
          candidate.receipt.referredBy,
        )}
      </Receipt>
    </>
  );
  return (
    <li {...place}>
      {clickable ? (
        <Row
          as={Link}
          to={paths.jobs.referredCandidate(siteId, {
            jobId,
            candidateId: candidate.id,
            applicantId: candidate.applicantId,
          })}
        >
          {content}
        </Row>
      ) : (
        <Row aria-disabled="true">{content}</Row>
      )}
    </li>
  );
}

const Row = styled(Cluster).attrs({
  $gap: 'xs',
  $align: 'center',
  $justify: 'space-between',
} as const)`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &[href]:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
const Receipt = styled.span`
  flex-basis: 100%;
  ${mutedText}
`;
const Name = styled.span`
  font-weight: 600;
  word-break: break-all;
`;
