// 宛先: the linked companies as a searchable checkbox list, the chosen ones as removable chips.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useMatchedCompanies } from '@portal/shared/frame-queries';
import { Checkbox, TextInput } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { messages } from '../../../messages';
import { Stack, cluster } from '@portal/shared/ui/layout';

interface RecipientSelectProps {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  labelId: string;
}

export function RecipientSelect({ value, onChange, error, labelId }: RecipientSelectProps) {
  const { companies, isPending, isError, retry } = useMatchedCompanies();
  const [filter, setFilter] = useState('');
  const filterId = useId();

  const needle = filter.trim().toLowerCase();
  const shown = companies.filter((company) => company.name.toLowerCase().includes(needle));
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  const chosen = companies.filter((company) => value.includes(company.id));

  if (isPending) {
    return <LoadingText>{messages.recipientsLoading}</LoadingText>;
  }
  if (isError) {
    return <ErrorWithRetry message={messages.recipientsFailure} onRetry={retry} />;
  }
  return (
    <Stack $gap="sm" role="group" aria-labelledby={labelId} aria-invalid={error ? true : undefined}>
      {chosen.length > 0 ? (
        <Chips aria-label={messages.recipientsSelected(chosen.length)}>
          {chosen.map((company) => (
            <li key={company.id}>
              <span>{company.name}</span>
              <button
                type="button"
                aria-label={messages.removeRecipient(company.name)}
                onClick={() => toggle(company.id)}
              >
                ×
              </button>
            </li>
          ))}
        </Chips>
      ) : null}
      <TextInput
        id={filterId}
        type="search"
        aria-label={messages.recipientSearch}
        placeholder={messages.recipientSearch}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {shown.length === 0 ? (
        <Empty>{messages.noMatch}</Empty>
      ) : (
        <Options>
          {shown.map((company) => (
            <li key={company.id}>
              <Checkbox
                label={company.name}
                checked={value.includes(company.id)}
                onChange={() => toggle(company.id)}
              />
            </li>
          ))}
        </Options>
      )}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Stack>
  );
}

const Chips = styled.ul`
  ${cluster('xs')}
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    max-width: 100%;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs} ${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  button {
    min-width: 24px;
    min-height: 24px;
    border: none;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

const Options = styled.ul`
  max-height: 220px;
  padding: ${({ theme }) => theme.space.sm};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
