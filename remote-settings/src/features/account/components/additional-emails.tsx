// The optional list of additional e-mail addresses: rows can be added and removed freely; the
// form decides what is sent. Removing a row moves the focus to the 削除 button that took its place
// (the next row's, else the previous row's, else 追加), never to the page.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { Field, TextInput } from '@portal/shared/ui/field';
import { messages } from '../../../messages';
import { Stack } from '@portal/shared/ui/layout';

/** `key` keeps a row's input (and its focus) stable while rows above it are removed. */
export interface EmailRow {
  key: number;
  value: string;
}

interface AdditionalEmailsProps {
  rows: EmailRow[];
  /** The row just added, which takes the focus. */
  focusKey?: number;
  onChange: (rows: EmailRow[]) => void;
  onAdd: () => void;
  groupError?: string;
  rowErrors: Record<number, string>;
}

export function AdditionalEmails({
  rows,
  focusKey,
  onChange,
  onAdd,
  groupError,
  rowErrors,
}: AdditionalEmailsProps) {
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // The row whose 削除 button takes the focus once the removal has rendered; null: 追加.
  const focusAfterRemove = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === undefined) return;
    focusAfterRemove.current = undefined;
    (target === null ? addButton.current : removeButtons.current.get(target))?.focus();
  });

  const update = (key: number, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, value } : row)));
  const remove = (key: number) => {
    const index = rows.findIndex((row) => row.key === key);
    focusAfterRemove.current = (rows[index + 1] ?? rows[index - 1])?.key ?? null;
    onChange(rows.filter((row) => row.key !== key));
  };

  return (
    <Field
      label={messages.additionalEmails}
      optional
      hint={messages.additionalEmailsHint}
      error={groupError}
    >
      {rows.length > 0 ? (
        <Stack as="ul" $gap="sm">
          {rows.map((row, index) => {
            const error = rowErrors[row.key];
            const errorId = `additional-email-${row.key}-error`;
            return (
              <li key={row.key}>
                <Row>
                  <TextInput
                    type="email"
                    autoComplete="email"
                    aria-label={messages.additionalEmailLabel(index + 1)}
                    aria-describedby={error ? errorId : undefined}
                    value={row.value}
                    autoFocus={row.key === focusKey}
                    onChange={(event) => update(row.key, event.target.value)}
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-label={messages.removeEmailLabel(index + 1)}
                    ref={(button: HTMLButtonElement | null) => {
                      if (button) removeButtons.current.set(row.key, button);
                      else removeButtons.current.delete(row.key);
                    }}
                    onClick={() => remove(row.key)}
                  >
                    {messages.removeEmail}
                  </Button>
                </Row>
                {error ? (
                  <RowError id={errorId} role="alert">
                    {error}
                  </RowError>
                ) : null}
              </li>
            );
          })}
        </Stack>
      ) : null}
      <div>
        <Button type="button" variant="secondary" size="sm" ref={addButton} onClick={onAdd}>
          {messages.addEmail}
        </Button>
      </div>
    </Field>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  & > input {
    min-width: 0;
  }
  gap: ${({ theme }) => theme.space.sm};
`;

const RowError = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
