// 求人の変更内容 (issue 22): on the job page, what the company changed since the agency's last
// referral to the job, one row per field: 変更前 → 変更後. Nothing shows when nothing changed
// (or the agency never referred anyone to the job) or when the list cannot be read.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import styled from 'styled-components';
import type { JobChange } from '@portal/shared/contract/jobs';
import { formatDateTime, formatValue } from '@portal/shared/format';
import { Badge } from '@portal/shared/ui/badge';
import { media } from '@portal/shared/ui/responsive';
import { cluster, mutedText, stack } from '@portal/shared/ui/layout';
import { jobLines, panel } from '../../../components/panel';
import { messages } from '../../../messages';

function shown(change: JobChange, value: string | null): string {
  if (value === null) return messages.changeNone;
  return change.kind === 'datetime' ? formatDateTime(value) : formatValue(value);
}

export function JobChanges({ jobId }: { jobId: number }) {
  const changes = useQuery(callQuery('/jobs/{id}/changes', { params: { id: jobId } }));
  const data = changes.data;
  if (!data?.lastReferredAt || data.changes.length === 0) return null;
  return (
    <Section aria-labelledby={`job-changes-${jobId}`}>
      <Heading id={`job-changes-${jobId}`}>
        <Badge tone="amber">{messages.changedMark}</Badge>
        {messages.changesTitle}
      </Heading>
      <Lead>{messages.changesLead(formatDateTime(data.lastReferredAt))}</Lead>
      <List>
        {data.changes.map((change) => (
          <li key={change.field}>
            <Field>
              {change.label}
              <time dateTime={change.changedAt}>
                {messages.changedAt(formatDateTime(change.changedAt))}
              </time>
            </Field>
            <Values>
              <div>
                <dt>{messages.changeBefore}</dt>
                <dd>
                  <del>{shown(change, change.before)}</del>
                </dd>
              </div>
              <Arrow aria-hidden="true">→</Arrow>
              <div>
                <dt>{messages.changeAfter}</dt>
                <dd>
                  <ins>{shown(change, change.after)}</ins>
                </dd>
              </div>
            </Values>
          </li>
        ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  ${panel}
  border-color: ${({ theme }) => theme.status.amber.fg};
  background: ${({ theme }) => theme.status.amber.bg};
`;
const Heading = styled.h2`
  ${cluster('sm')}
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const List = styled.ul`
  list-style: none;
  ${stack('sm')}
  li {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
const Field = styled.p`
  ${cluster('xs')}
  justify-content: space-between;
  font-weight: 600;
  time {
    font-weight: 400;
    ${mutedText}
  }
`;
const Values = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.xs};
  ${jobLines}
  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ins {
    text-decoration: none;
    font-weight: 600;
  }
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Arrow = styled.span`
  padding-top: 1.2em;
  ${media.phone} {
    display: none;
  }
`;
