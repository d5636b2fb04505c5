// The list behind 他N件: every event of one day, each opening its event modal (and prefetching
// its detail when hovered or focused: `intentOf`).
import styled from 'styled-components';
import type { CalendarItem } from '../lib/calendar-month';
import { Modal } from '@portal/shared/ui/modal';
import { messages } from '../../../messages';

export interface DayEventsModalProps {
  date: string | null;
  items: CalendarItem[];
  onOpen: (eventId: number) => void;
  onClose: () => void;
  intentOf?: (eventId: number) => { onMouseEnter: () => void; onFocus: () => void };
}

export function DayEventsModal({ date, items, onOpen, onClose, intentOf }: DayEventsModalProps) {
  const ofDay = date ? items.filter((item) => item.start.startsWith(date)) : [];
  return (
    <Modal open={date !== null} onClose={onClose} title={date ? messages.dayTitle(date) : ''}>
      <List>
        {ofDay.map((item) =>
          item.extendedProps.kind === 'event' ? (
            <li key={item.id}>
              <Pick
                type="button"
                onClick={() => onOpen(Number(item.id))}
                {...intentOf?.(Number(item.id))}
              >
                <time>{item.extendedProps.time}</time> [{item.extendedProps.companyName}]{' '}
                {item.title}
              </Pick>
            </li>
          ) : null,
        )}
      </List>
    </Modal>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Pick = styled.button`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  time {
    font-weight: 600;
  }
`;
