// The bulk-referral import flag as a banner (spec 2 §4): four texts and styles; flag 3 and none
// show nothing. While processing (flag 1) it shows the progress, rows done / total.
import styled from 'styled-components';
import { inlineRow, stack } from '@portal/shared/ui/layout';
import type { ImportProgress } from '@portal/shared/contract/jobs';
import { importFlagNotice, type ImportFlagStyle } from '@portal/shared/enums';
import { messages } from '../../../messages';

export function ImportBanner(props: { flag: number | null; progress: ImportProgress | null }) {
  const notice = importFlagNotice(props.flag);
  if (!notice) return null;
  return (
    <Banner $style={notice.style} role={notice.style === 'error' ? 'alert' : 'status'}>
      <p>{notice.message}</p>
      {props.flag === 1 && props.progress ? (
        <Progress>
          <progress
            max={props.progress.total}
            value={props.progress.done}
            aria-label={messages.bulkTitle}
          />
          <span>{messages.progress(props.progress.done, props.progress.total)}</span>
        </Progress>
      ) : null}
    </Banner>
  );
}

const Banner = styled.div<{ $style: ImportFlagStyle }>`
  ${stack('xs')}
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $style }) =>
      $style === 'error'
        ? theme.status.red.fg
        : $style === 'success'
          ? theme.status.green.fg
          : theme.status.blue.fg};
  color: ${({ theme, $style }) =>
    $style === 'error'
      ? theme.status.red.fg
      : $style === 'success'
        ? theme.status.green.fg
        : theme.status.blue.fg};
  background: ${({ theme, $style }) =>
    $style === 'error'
      ? theme.status.red.bg
      : $style === 'success'
        ? theme.status.green.bg
        : theme.status.blue.bg};
`;
const Progress = styled.div`
  ${inlineRow('sm')}
  progress {
    flex: 1;
    max-width: 320px;
  }
`;
