// One task of やること: its checkbox (its name says what completing does), the title, the
// candidate (opening the candidate page), the company and job, the due time, the owner and note.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mutedText } from '@portal/shared/ui/layout';
import type { Task } from '@portal/shared/contract/dashboard';
import { TASK_KIND_LABELS } from '@portal/shared/dashboard-messages';
import { formatDateTime } from '@portal/shared/format';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import { candidateHref } from '../../referrals/candidate-link';

export function TaskRow({
  task,
  onComplete,
  checkboxRef,
}: {
  task: Task;
  onComplete: () => void;
  checkboxRef: (element: HTMLInputElement | null) => void;
}) {
  const siteId = useSiteId();
  const href = candidateHref(siteId, task);
  const checkboxId = `task-${task.id}`;
  return (
    <Row>
      <Check
        id={checkboxId}
        ref={checkboxRef}
        type="checkbox"
        checked={false}
        aria-label={messages.complete(task.title)}
        onChange={onComplete}
      />
      <Body>
        <Title>{task.title}</Title>
        <Facts>
          <span>{href ? <Link to={href}>{task.applicantName}</Link> : task.applicantName}</span>
          {task.companyName || task.jobName ? (
            <span>
              {task.companyName ?? messages.none} / {task.jobName ?? messages.jobRemoved}
            </span>
          ) : null}
          <Due $overdue={task.bucket === 'overdue'}>{messages.due(formatDateTime(task.dueAt))}</Due>
          <span>{task.owner ? messages.ownerOf(task.owner.name) : messages.ownerDeleted}</span>
          <span>{TASK_KIND_LABELS[task.kind]}</span>
        </Facts>
        {task.note ? <Note>{task.note}</Note> : null}
      </Body>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** 24 px: a comfortable target on a phone. */
const Check = styled.input`
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  ${mutedText}
  overflow-wrap: anywhere;
`;

const Due = styled.span<{ $overdue: boolean }>`
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 'inherit')};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
