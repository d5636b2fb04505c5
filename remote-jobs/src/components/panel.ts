// The bordered card a column of the jobs pages sits in (the job list, the referred-candidates
// sidebar, the job beside the referral form, the job's changes; a panel adds its own padding or
// colours after it), and the label/value lines inside it.
import { css } from 'styled-components';
import { card, mutedText, stack } from '@portal/shared/ui/layout';

export const panel = css`
  ${stack('sm')}
  padding: ${({ theme }) => theme.space.md};
  ${card}
  min-width: 0;
`;

/** The label/value lines of a job: a small muted label over a value that keeps its line breaks. */
export const jobLines = css`
  dt {
    ${mutedText}
  }
  dd {
    white-space: pre-wrap;
    word-break: break-word;
  }
`;
