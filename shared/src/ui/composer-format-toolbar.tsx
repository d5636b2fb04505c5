// The composer's format toolbar (bold, bullet and numbered lists, links): drawn by the composer
// itself, so it is there, the same element with the same buttons, before and after the editor
// chunk arrives (focus never lost, nothing moves). The editor does what a button asks; before
// it is there a press fetches it and the format is applied once it has taken over.
import { useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { cluster } from './layout';

export type FormatKey = 'bold' | 'bullet' | 'ordered' | 'link';
export type FormatState = Record<FormatKey, boolean>;

export const NO_FORMAT: FormatState = { bold: false, bullet: false, ordered: false, link: false };

const Toolbar = styled.div`
  ${cluster('xxs')}
  padding: ${({ theme }) => theme.space.xxs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.border};
  }
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

/** Drawn, not written: a button's visible text must be part of its name (axe). */
function BulletIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="2.5" cy="4" r="1.5" fill="currentColor" />
      <circle cx="2.5" cy="11.5" r="1.5" fill="currentColor" />
      <path d="M6 4h9M6 11.5h9" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function NumberedIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M1.5 2.2 2.8 1.5v4.5M1.2 9.3c.3-.6.9-.9 1.5-.8.7.1 1 .7.8 1.3-.2.6-2.3 2.6-2.3 2.6h2.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.1"
      />
      <path d="M6 4h9M6 11.5h9" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

const TOOLS: { key: FormatKey; label: string; text: ReactNode }[] = [
  { key: 'bold', label: '太字', text: <strong aria-hidden="true">B</strong> },
  { key: 'bullet', label: '箇条書き', text: <BulletIcon /> },
  { key: 'ordered', label: '番号付きリスト', text: <NumberedIcon /> },
  { key: 'link', label: 'リンク', text: 'リンク' },
];

export function FormatToolbar({
  active,
  disabled,
  onRun,
}: {
  active: FormatState;
  disabled: boolean;
  onRun: (key: FormatKey) => void;
}) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The toolbar pattern: one tab stop, arrow keys move between the buttons.
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -focusIndex,
      End: TOOLS.length - 1 - focusIndex,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (focusIndex + move + TOOLS.length) % TOOLS.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  return (
    <Toolbar role="toolbar" aria-label="書式" onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => (
        <ToolButton
          key={tool.key}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type="button"
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={active[tool.key]}
          tabIndex={index === focusIndex ? 0 : -1}
          onFocus={() => setFocusIndex(index)}
          disabled={disabled}
          // Keeps the editor's selection: the button acts on what is selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setFocusIndex(index);
            onRun(tool.key);
          }}
        >
          {tool.text}
        </ToolButton>
      ))}
    </Toolbar>
  );
}
