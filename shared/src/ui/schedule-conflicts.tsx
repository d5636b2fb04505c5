// The bookings a reservation or a date confirmation would overlap (issue 21), as the question
// before booking anyway shows them (remote-events' reservation, remote-applicants' この日程で確定する)
// and as the candidate's 説明会・面接 tab marks an item: one line per booking, with its company and
// time, and the candidate's name when several candidates are booked at once.
import styled from 'styled-components';
import { stack } from './layout';
import type { ScheduleConflict } from '../contract/events';
import { formatDateTimeRange } from '../format';
import { conflictsOf } from '../contract/events';

export const SCHEDULE_CONFLICT_TEXTS = {
  title: '予定が重なっています',
  lead: '同じ応募者の次の予定と時間が重なっています。このまま予約しますか？',
  confirmLead: '同じ応募者の次の予定と時間が重なっています。このまま確定しますか？',
  reserveAnyway: '重複を承知で予約する',
  confirmAnyway: '重複を承知で確定する',
  back: '戻る',
  mark: '予定重複',
  markLabel: (count: number) => `他の${count}件の予定と時間が重なっています`,
} as const;

/** The conflicts of a failed mutation (the QueryFailure of a booking's 409), else null. */
export function conflictsOfError(error: unknown): ScheduleConflict[] | null {
  const failure = (error as { failure?: { status?: number; body?: unknown } } | null)?.failure;
  return failure ? conflictsOf(failure) : null;
}

/**
 * The bookings, as a list of spans (role list): it is shown inside ConfirmDialog's paragraph,
 * where a <ul> is not allowed.
 */
export function ScheduleConflictList({
  conflicts,
  withCandidate = false,
}: {
  conflicts: ScheduleConflict[];
  withCandidate?: boolean;
}) {
  return (
    <List role="list">
      {conflicts.map((conflict) => (
        <span role="listitem" key={`${conflict.candidateId}-${conflict.eventInfoId}`}>
          {withCandidate ? <strong>{conflict.candidateName}：</strong> : null}
          <span>
            {conflict.eventTitle}（{conflict.companyName}）
          </span>
          <time dateTime={conflict.publishStart}>
            {formatDateTimeRange(conflict.publishStart, conflict.publishEnd)}
          </time>
        </span>
      ))}
    </List>
  );
}

const List = styled.span`
  ${stack('xs')}
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  > span {
    display: block;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid currentColor;
    word-break: break-word;
  }
  time {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
