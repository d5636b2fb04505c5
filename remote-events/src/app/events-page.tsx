// The events page: title (面接動員 on mid, 説明会・面接動員 otherwise), the month calendar, the
// event modal of the clicked event and the calendar feed panel.
// Weight: the event modal (with its reservation panel) is its own chunk, fetched on a click.
import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { PageTitle } from '@portal/shared/ui/page-title';
import { useSiteId } from '@portal/shared/use-site-id';
import { CalendarSection } from '../features/calendar/components/calendar-section';
import { CalendarFeedPanel } from '../features/calendar-feed/components/calendar-feed-panel';
import { messages } from '../messages';

const EventModal = lazy(() =>
  import('../features/event-detail/components/event-modal').then((module) => ({
    default: module.EventModal,
  })),
);

export function EventsPage() {
  const siteId = useSiteId();
  const [openEventId, setOpenEventId] = useState<number | null>(null);

  useDocumentTitle(messages.documentTitle(siteId));

  return (
    <Page>
      <PageTitle>{messages.title(siteId)}</PageTitle>
      <Lead>{messages.description(siteId)}</Lead>
      <CalendarSection onOpenEvent={setOpenEventId} />
      {openEventId !== null ? (
        <Suspense fallback={null}>
          <EventModal
            key={openEventId}
            eventId={openEventId}
            onClose={() => setOpenEventId(null)}
          />
        </Suspense>
      ) : null}
      <CalendarFeedPanel />
    </Page>
  );
}

const Page = styled.div`
  min-width: 0;
  max-width: 100%;
`;

const Lead = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
