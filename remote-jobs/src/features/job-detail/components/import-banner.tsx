// The bulk-referral import flag as a banner (spec 2 §4): four texts and styles; flag 3 and none
// show nothing. While processing (flag 1) it shows the progress, rows done / total.
import styled from 'styled-components';
import { inlineRow, stack } from '@portal/shared/ui/layout';
import type { ImportProgress } from '@portal/shared/contract/jobs';
import { importFlagNotice, type ImportFlagStyle, type StatusTone } from '@portal/shared/enums';
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

/** The status colours each banner style is drawn in. */
const TONES = {
  error: 'red',
  success: 'green',
  info: 'blue',
} as const satisfies Record<ImportFlagStyle, StatusTone>;

const Banner = styled.div<{ $style: ImportFlagStyle }>`
  ${stack('xs')}
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $style }) => theme.status[TONES[$style]].fg};
  color: ${({ theme, $style }) => theme.status[TONES[$style]].fg};
  background: ${({ theme, $style }) => theme.status[TONES[$style]].bg};
`;
const Progress = styled.div`
  ${inlineRow('sm')}
  progress {
    flex: 1;
    max-width: 320px;
  }
`;
