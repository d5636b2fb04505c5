// 面接 / 説明会・面接: the tentative dates (この日程で確定する → 確定済み; a date that overlaps another
// booking of the applicant is marked and asked about before it is confirmed, issue 21), the
// counter-proposal (send disabled while empty), and the event history with status, times, the
// staff members who reserved, cancelled and confirmed (issue 22), meeting links and the
// reservations that overlap another booking marked.
import { useState } from 'react';
import styled from 'styled-components';
import { toast } from '@portal/shared/feedback';
import {
  EVENT_ENTRY_STATUS,
  eventEntryStatusLabel,
  EVENT_ENTRY_STATUS_TONES,
  toEventEntryStatus,
} from '@portal/shared/enums';
import { formatDateTimeRange } from '@portal/shared/format';
import { toastError } from '@portal/shared/query-client';
import { wording, type SiteId } from '@portal/shared/site';
import { Badge } from '@portal/shared/ui/badge';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { Field, TextArea } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { StaffNote } from '@portal/shared/ui/staff-note';
import type { CandidateEventHistoryItem } from '@portal/shared/contract/candidates';
import type { ScheduleConflict } from '@portal/shared/contract/events';
import {
  conflictsOfError,
  SCHEDULE_CONFLICT_TEXTS,
  ScheduleConflictList,
} from '@portal/shared/ui/schedule-conflicts';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { cluster, mutedText, stack } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import {
  useCancelEntry,
  useConfirmTentative,
  useRearrange,
  useTentativeEvents,
} from '../api/schedule';

const t = messages.schedule;

function failed(error: unknown, fallback: string) {
  toastError(error, fallback);
}

function Tentative({ candidateId }: { candidateId: number }) {
  const query = useTentativeEvents(candidateId);
  const confirm = useConfirmTentative(candidateId);
  const rearrange = useRearrange(candidateId);
  const [memo, setMemo] = useState('');
  const [asking, setAsking] = useState<{ id: number; conflicts: ScheduleConflict[] } | null>(null);
  if (query.isPending) return <LoadingText>{t.loading}</LoadingText>;
  const dates = query.data?.tentativeEvents ?? [];
  const onConfirm = async (id: number, allowConflict = false) => {
    setAsking(null);
    try {
      await confirm.mutateAsync({ eventId: id, allowConflict });
      toast.success(t.confirmDone);
    } catch (error) {
      const conflicts = conflictsOfError(error);
      if (conflicts) setAsking({ id, conflicts });
      else failed(error, t.confirmFailed);
    }
  };
  const onRearrange = async () => {
    try {
      await rearrange.mutateAsync(memo.trim());
      setMemo('');
      toast.success(t.otherDone);
    } catch (error) {
      failed(error, t.otherFailed);
    }
  };
  return (
    <section aria-labelledby="tentative-title">
      <h2 id="tentative-title">{t.tentativeTitle}</h2>
      {query.data?.comment ? (
        <Comment>
          <strong>{t.comment}</strong>
          <span>{query.data.comment}</span>
        </Comment>
      ) : null}
      {query.isError ? (
        // A failed load is no empty list: the dates may be there (see README).
        <ErrorWithRetry message={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : dates.length ? (
        <ul aria-label={t.tentativeTitle}>
          {dates.map((date) => (
            <DateRow key={date.id}>
              <span>{formatDateTimeRange(date.publishStart, date.publishEnd)}</span>
              <ConflictMark conflicts={date.conflicts} />
              {date.isConfirmed ? (
                <Confirmed>
                  <Badge tone="green">{t.confirmed}</Badge>
                  <StaffNote role="confirmedBy" name={date.confirmedBy} />
                </Confirmed>
              ) : (
                <Button
                  size="sm"
                  onClick={() => void onConfirm(date.id)}
                  aria-busy={confirm.isPending || undefined}
                >
                  {t.confirm}
                </Button>
              )}
            </DateRow>
          ))}
        </ul>
      ) : (
        <Muted>{t.noTentative}</Muted>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={SCHEDULE_CONFLICT_TEXTS.title}
        message={
          <>
            {SCHEDULE_CONFLICT_TEXTS.confirmLead}
            <ScheduleConflictList conflicts={asking?.conflicts ?? []} />
          </>
        }
        confirmLabel={SCHEDULE_CONFLICT_TEXTS.confirmAnyway}
        cancelLabel={SCHEDULE_CONFLICT_TEXTS.back}
        onConfirm={() => void onConfirm(asking!.id, true)}
        onCancel={() => setAsking(null)}
      />
      <Field label={t.otherLabel} htmlFor="another-date">
        <TextArea
          id="another-date"
          rows={3}
          placeholder={t.otherPlaceholder}
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
        />
      </Field>
      <Actions>
        <Button
          onClick={() => void onRearrange()}
          disabled={memo.trim() === ''}
          aria-busy={rearrange.isPending || undefined}
        >
          {t.otherSend}
        </Button>
      </Actions>
    </section>
  );
}

/** 予定重複: the item overlaps other bookings of the applicant (listed under it). */
function ConflictMark({ conflicts }: { conflicts?: ScheduleConflict[] }) {
  if (!conflicts?.length) return null;
  return (
    <Conflict role="note" aria-label={SCHEDULE_CONFLICT_TEXTS.markLabel(conflicts.length)}>
      <Badge tone="red">{SCHEDULE_CONFLICT_TEXTS.mark}</Badge>
      <ScheduleConflictList conflicts={conflicts} />
    </Conflict>
  );
}

function meetingLinks(item: CandidateEventHistoryItem): { label: string; url: string }[] {
  return [
    ['Google Meet', item.googleMeetUrl],
    ['Microsoft Teams', item.msteamsMeetingUrl],
    ['Zoom', item.zoomJoinUrl],
  ].flatMap(([label, url]) => (url && /^https:\/\//.test(url) ? [{ label: label!, url }] : []));
}

/** A reserved entry of the history: キャンセル, asking first; past the deadline, the company's text. */
function CancelEntry({ item }: { item: CandidateEventHistoryItem }) {
  const cancel = useCancelEntry();
  const [asking, setAsking] = useState(false);
  if (item.isCancelExpired) {
    return <Muted role="note">{item.cancelAlertContent || t.cancelExpired}</Muted>;
  }
  const onConfirm = async () => {
    setAsking(false);
    try {
      await cancel.mutateAsync({ eventInfoId: item.eventInfoId, entryId: item.id });
      toast.success(t.cancelDone(item.eventTitle));
    } catch (error) {
      failed(error, t.cancelFailed);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="danger"
        aria-label={t.cancelLabel(item.eventTitle)}
        aria-busy={cancel.isPending || undefined}
        onClick={() => setAsking(true)}
      >
        {t.cancel}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.cancelConfirm}
        message={t.cancelConfirmMessage(item.eventTitle)}
        confirmLabel={t.cancelConfirmYes}
        cancelLabel={t.cancelConfirmNo}
        danger
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

export function EventsTab(props: {
  candidateId: number;
  siteId: SiteId;
  history: CandidateEventHistoryItem[];
}) {
  return (
    <Stack>
      <Tentative candidateId={props.candidateId} />
      <section aria-labelledby="history-title">
        <h2 id="history-title">{t.historyTitle}</h2>
        {props.history.length ? (
          <ul aria-label={t.historyTitle}>
            {props.history.map((item) => {
              const code = toEventEntryStatus(item.status);
              return (
                <HistoryRow key={item.id}>
                  <Badge tone={code ? EVENT_ENTRY_STATUS_TONES[code] : 'grey'}>
                    {eventEntryStatusLabel(item.status, 'history')}
                  </Badge>
                  <strong>{item.eventTitle}</strong>
                  <span>{formatDateTimeRange(item.publishStart, item.publishEnd)}</span>
                  <StaffNote role="reservedBy" name={item.reservedBy} />
                  <StaffNote role="cancelledBy" name={item.cancelledBy} />
                  <ConflictMark conflicts={item.conflicts} />
                  {item.place || item.address ? (
                    <Muted>
                      {t.place}：{[item.place, item.address].filter(Boolean).join(' ')}
                    </Muted>
                  ) : null}
                  {meetingLinks(item).map((link) => (
                    <a key={link.label} href={link.url} target="_blank" rel="noreferrer noopener">
                      {t.meeting}（{link.label}）
                    </a>
                  ))}
                  {code === EVENT_ENTRY_STATUS.RESERVED ? <CancelEntry item={item} /> : null}
                </HistoryRow>
              );
            })}
          </ul>
        ) : (
          <Muted>{wording(props.siteId).noEventsText}</Muted>
        )}
      </section>
    </Stack>
  );
}

const Stack = styled.div`
  ${stack('xl')}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
const Comment = styled.p`
  display: flex;
  flex-direction: column;
  margin-bottom: ${({ theme }) => theme.space.sm};
  white-space: pre-wrap;
`;
const DateRow = styled.li`
  ${cluster('sm')}
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Confirmed = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
const HistoryRow = styled.li`
  ${cluster('sm')}
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Conflict = styled.div`
  flex-basis: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.status.red.bg};
  color: ${({ theme }) => theme.status.red.fg};
  [role='list'] {
    margin-bottom: 0;
  }
`;
const Muted = styled.p`
  ${mutedText}
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.sm};
`;
