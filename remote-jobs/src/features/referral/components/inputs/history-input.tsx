// Employment history (8): entries with month pickers for the term, company, department/position
// and details; add and remove entries.
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { TextArea, TextInput } from '@portal/shared/ui/field';
import { messages } from '../../../../messages';
import { newHistoryEntry, type HistoryEntryValue } from '../../engine/model';
import type { AnswerControlProps } from './text-input';
import { Stack, stack } from '@portal/shared/ui/layout';

type EntryKey = Exclude<keyof HistoryEntryValue, 'id'>;

export function HistoryAnswer({ field }: AnswerControlProps) {
  const { input } = useField<HistoryEntryValue[]>(field.key, { subscription: { value: true } });
  const entries = Array.isArray(input.value) ? input.value : [];
  const change = (index: number, key: EntryKey, value: string) =>
    input.onChange(entries.map((entry, i) => (i === index ? { ...entry, [key]: value } : entry)));
  const text = (entry: HistoryEntryValue, index: number, key: EntryKey, label: string) => (
    <label>
      <span>{label}</span>
      <TextInput
        type={key === 'termStart' || key === 'termEnd' ? 'month' : 'text'}
        value={entry[key]}
        onChange={(event) => change(index, key, event.target.value)}
        onBlur={input.onBlur}
      />
    </label>
  );
  return (
    <Stack>
      {entries.map((entry, index) => (
        <Entry key={entry.id} aria-label={messages.historyEntry(index + 1)}>
          <legend>{messages.historyEntry(index + 1)}</legend>
          <Term>
            {text(entry, index, 'termStart', messages.historyStart)}
            {text(entry, index, 'termEnd', messages.historyEnd)}
          </Term>
          {text(entry, index, 'companyName', messages.historyCompany)}
          {text(entry, index, 'departmentPosition', messages.historyDepartment)}
          <label>
            <span>{messages.historyDetails}</span>
            <TextArea
              rows={3}
              value={entry.details}
              onChange={(event) => change(index, 'details', event.target.value)}
              onBlur={input.onBlur}
            />
          </label>
          <div>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => input.onChange(entries.filter((_, i) => i !== index))}
            >
              {messages.historyRemove}
            </Button>
          </div>
        </Entry>
      ))}
      <div>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => input.onChange([...entries, newHistoryEntry()])}
        >
          {messages.historyAdd}
        </Button>
      </div>
    </Stack>
  );
}

const Entry = styled.fieldset`
  min-width: 0;
  ${stack('sm')}
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  label {
    ${stack('xxs')}
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Term = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(140px, 100%), 1fr));
  input {
    min-width: 0;
  }
  gap: ${({ theme }) => theme.space.sm};
`;
