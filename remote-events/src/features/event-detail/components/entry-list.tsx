// This agency's entries on the event: name (opens the candidate detail in a new tab), the staff
// member who reserved (and who cancelled), status label, and キャンセル for reserved ones — asked first, disabled with the company's alert text
// (or キャンセル期限が過ぎています) once the cancel deadline has passed.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { paths } from '@portal/shared/paths';
import type { EventDetail, EventEntry } from '@portal/shared/contract/events';
import {
  EVENT_ENTRY_STATUS,
  EVENT_ENTRY_STATUS_TONES,
  eventEntryStatusLabel,
  toEventEntryStatus,
} from '@portal/shared/enums';
import { useSiteId } from '@portal/shared/use-site-id';
import { Badge } from '@portal/shared/ui/badge';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { StaffNote } from '@portal/shared/ui/staff-note';
import { cluster } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { useCancelEntry } from '../api/event-entries';

function CandidateName({ entry }: { entry: EventEntry }) {
  const siteId = useSiteId();
  const name = entry.candidateName || entry.name;
  if (entry.applicantId === null || entry.jobInformationForIcId === null)
    return <span>{name}</span>;
  const href = paths.applicants.candidate(siteId, {
    applicantId: entry.applicantId,
    jobId: entry.jobInformationForIcId,
    candidateId: entry.candidateId,
  });
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={messages.openCandidate(name)}
    >
      {name}
    </a>
  );
}

export function EntryList({ event }: { event: EventDetail }) {
  const cancel = useCancelEntry(event.id);
  const [asking, setAsking] = useState<EventEntry | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelAlert = event.cancelAlertContent || messages.cancelExpiredFallback;

  const confirm = () => {
    const entry = asking;
    setAsking(null);
    if (!entry) return;
    // The button goes away with the reserved status: keep focus on the list, not on <body>.
    cancel.mutate(entry.id, { onSettled: () => headingRef.current?.focus() });
  };

  return (
    <section aria-labelledby="event-entries-title">
      <h3 id="event-entries-title" ref={headingRef} tabIndex={-1}>
        {messages.entriesTitle}
      </h3>
      {event.entries.length === 0 ? (
        <Muted>{messages.noEntries}</Muted>
      ) : (
        <List>
          {event.entries.map((entry) => {
            const status = toEventEntryStatus(entry.status);
            const reserved = status === EVENT_ENTRY_STATUS.RESERVED;
            return (
              <Row key={entry.id}>
                <Name>
                  <CandidateName entry={entry} />
                  {entry.name ? <Kana>{entry.name}</Kana> : null}
                  <StaffNote role="reservedBy" name={entry.reservedBy} />
                  <StaffNote role="cancelledBy" name={entry.cancelledBy} />
                </Name>
                <Badge tone={status ? EVENT_ENTRY_STATUS_TONES[status] : 'grey'}>
                  {eventEntryStatusLabel(entry.status)}
                </Badge>
                {reserved ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    aria-label={messages.cancelEntryLabel(entry.candidateName)}
                    disabled={event.isCancelExpired}
                    aria-busy={cancel.isPending && cancel.variables === entry.id}
                    onClick={() => setAsking(entry)}
                  >
                    {messages.cancelEntry}
                  </Button>
                ) : null}
              </Row>
            );
          })}
        </List>
      )}
      {event.isCancelExpired &&
      event.entries.some((e) => e.status === EVENT_ENTRY_STATUS.RESERVED) ? (
        <Alert role="note">{cancelAlert}</Alert>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={messages.cancelConfirm}
        message={asking ? messages.cancelConfirmMessage(asking.candidateName) : undefined}
        confirmLabel={messages.cancelConfirmYes}
        cancelLabel={messages.cancelConfirmNo}
        danger
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Row = styled.li`
  ${cluster('sm')}
  align-items: center;
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.span`
  display: flex;
  flex: 1 1 160px;
  flex-direction: column;
  min-width: 0;
`;

const Kana = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Alert = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;
