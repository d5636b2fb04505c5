// The facts of an event: host, venue, time range (end as time only on the same day), address,
// seats left, content and online links.
import styled from 'styled-components';
import type { EventDetail } from '@portal/shared/contract/events';
import { formatDateTimeRange } from '@portal/shared/format';
import { messages } from '../../../messages';

export function EventSummary({ event }: { event: EventDetail }) {
  const links = [
    ['Google Meet', event.googleMeetUrl],
    ['Microsoft Teams', event.msteamsMeetingUrl],
    ['Zoom', event.zoomJoinUrl],
  ].filter((link): link is [string, string] => !!link[1]);
  return (
    <Facts>
      <dt>{messages.host}</dt>
      <dd>{event.companyName}</dd>
      <dt>{messages.venue}</dt>
      <dd>{event.place || '—'}</dd>
      <dt>{messages.dateTime}</dt>
      <dd>{formatDateTimeRange(event.eventStartTime, event.eventEndTime)}</dd>
      <dt>{messages.address}</dt>
      <dd>{event.address || '—'}</dd>
      <dt>{messages.vacancy}</dt>
      <dd data-testid="event-vacancy">{messages.vacancyValue(event.vacancy, event.capacity)}</dd>
      {links.length > 0 ? (
        <>
          <dt>{messages.onlineLinks}</dt>
          <dd>
            {links.map(([label, url]) => (
              <a key={label} href={url} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            ))}
          </dd>
        </>
      ) : null}
      <dt>{messages.content}</dt>
      <dd className="content">{event.content || '—'}</dd>
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    overflow-wrap: anywhere;
  }
  dd a + a {
    margin-left: ${({ theme }) => theme.space.md};
  }
  .content {
    white-space: pre-wrap;
  }
`;
