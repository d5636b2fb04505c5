// The candidate header: kana and kanji names, the status pill (+ step) and the next selection
// event (the reserved history item with the nearest future start).
import styled from 'styled-components';
import type { CandidateEventHistoryItem, CandidateInfo } from '@portal/shared/contract/candidates';
import { formatDateTimeRange } from '@portal/shared/format';
import type { SiteId } from '@portal/shared/site';
import { Badge } from '@portal/shared/ui/badge';
import { referralPill } from '../../../lib/card-labels';
import { messages } from '../../../messages';
import { nextSelectionEvent } from '../schedule-rules';
import { Cluster, mutedText } from '@portal/shared/ui/layout';

const t = messages.candidate;

export function CandidateHeader(props: {
  info: CandidateInfo;
  history: CandidateEventHistoryItem[];
  siteId: SiteId;
  now?: Date;
}) {
  const { applicant, status } = props.info;
  const pill = referralPill(status, props.siteId);
  const next = nextSelectionEvent(props.history, props.now ?? new Date());
  return (
    <Cluster as="header" $gap="md" $align="center">
      <div>
        <Kana>{applicant ? `${applicant.seiKana} ${applicant.meiKana}` : ''}</Kana>
        <Name>{applicant ? `${applicant.seiKanji} ${applicant.meiKanji}` : ''}</Name>
      </div>
      <Badge tone={pill.tone}>
        <span title={pill.tooltip}>{pill.label}</span>
      </Badge>
      <Next>
        <dt>{t.nextEvent}</dt>
        <dd>
          {next
            ? `${next.eventTitle} ${formatDateTimeRange(next.publishStart, next.publishEnd)}`
            : t.noNextEvent}
        </dd>
      </Next>
    </Cluster>
  );
}

const Kana = styled.p`
  ${mutedText}
`;
const Name = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
const Next = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    font-weight: 600;
  }
`;
