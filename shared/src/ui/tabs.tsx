// Tabs: an accessible tablist (arrow keys, Home/End) with one tabpanel for the selected tab.
// Controlled (selectedId + onChange) or uncontrolled (defaultSelectedId).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** The panel; when absent the Tabs' children are shown (e.g. a nested route). */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tablist. */
  label: string;
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  children?: ReactNode;
  className?: string;
}

// A tab label never breaks into a column of single characters: a list wider than its place
// scrolls sideways instead.
const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 0 0 auto;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: none;
  border-bottom: 3px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.accent : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ $selected }) => ($selected ? 700 : 500)};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
`;

export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId,
  onChange,
  children,
  className,
}: TabsProps) {
  const baseId = useId();
  const [internalId, setInternalId] = useState(defaultSelectedId ?? items[0]?.id);
  const currentId = selectedId ?? internalId;
  const current = items.find((item) => item.id === currentId) ?? items[0];
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);

  const select = (id: string) => {
    setInternalId(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.id === current?.id);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const next = enabled[targets[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className={className}>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === current?.id;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              $selected={selected}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {current ? (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
        >
          {current.content ?? children}
        </Panel>
      ) : null}
    </div>
  );
}
