// One column of the reserve panel: a titled list of names, each a button that moves the person
// to the other column. After a move, focus stays in the column (next name, or the column).
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { NotReservingCandidate } from '@portal/shared/contract/events';

export interface CandidateColumnProps {
  id: string;
  title: string;
  people: NotReservingCandidate[];
  empty: ReactNode;
  labelOf: (name: string) => string;
  onPick: (person: NotReservingCandidate, index: number) => void;
  /** Index to focus after the list changed (set by the panel after a move from this column). */
  focusIndex: number | null;
  onFocused: () => void;
}

export function CandidateColumn({
  id,
  title,
  people,
  empty,
  labelOf,
  onPick,
  focusIndex,
  onFocused,
}: CandidateColumnProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusIndex === null || !listRef.current) return;
    const buttons = listRef.current.querySelectorAll<HTMLButtonElement>('button');
    const target = buttons[Math.min(focusIndex, buttons.length - 1)];
    (target ?? listRef.current).focus();
    onFocused();
  }, [focusIndex, people, onFocused]);

  return (
    <Column>
      <h4 id={`${id}-title`}>
        {title}（{people.length}）
      </h4>
      <Scroll ref={listRef} tabIndex={-1} role="group" aria-labelledby={`${id}-title`}>
        {people.length === 0 ? (
          <Empty>{empty}</Empty>
        ) : (
          <ul>
            {people.map((person, index) => (
              <li key={person.candidateId}>
                <Pick
                  type="button"
                  aria-label={labelOf(person.candidateName)}
                  onClick={() => onPick(person, index)}
                >
                  <span>{person.candidateName}</span>
                  <small>{person.name}</small>
                </Pick>
              </li>
            ))}
          </ul>
        )}
      </Scroll>
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  h4 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Scroll = styled.div`
  height: 220px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Pick = styled.button`
  display: flex;
  width: 100%;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
