// 検索条件: selection-status checkboxes and the sort select (名前 / 選考段階, 昇順 / 降順), 適用する.
import { useState } from 'react';
import styled from 'styled-components';
import { selectionStatusFilterOptions } from '@portal/shared/enums';
import { Button } from '@portal/shared/ui/button';
import { Checkbox, Field } from '@portal/shared/ui/field';
import { Modal } from '@portal/shared/ui/modal';
import { useSiteId } from '@portal/shared/use-site-id';
import { SortFields } from '../../../components/sort-fields';
import { messages } from '../../../messages';
import type { CandidateFilter } from '../candidate-filter';
import { Stack } from '@portal/shared/ui/layout';

const CANDIDATE_SORTS = [
  ['name', messages.sortByName],
  ['status', messages.sortByStatus],
] as const;

export function CandidateFilterModal(props: {
  open: boolean;
  value: CandidateFilter;
  onApply: (value: CandidateFilter) => void;
  onClose: () => void;
}) {
  const siteId = useSiteId();
  const [draft, setDraft] = useState(props.value);
  const toggle = (status: string, on: boolean) =>
    setDraft((d) => ({
      ...d,
      statuses: on ? [...d.statuses, status] : d.statuses.filter((s) => s !== status),
    }));
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={messages.filter}
      width="480px"
      footer={
        <Button type="button" onClick={() => props.onApply(draft)}>
          {messages.apply}
        </Button>
      }
    >
      <Stack $gap="lg">
        <Field label={messages.filterStatus}>
          <Options>
            {selectionStatusFilterOptions(siteId).map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                checked={draft.statuses.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            ))}
          </Options>
        </Field>
        <Sort>
          <SortFields
            idPrefix="candidate-sort"
            label={messages.sortBy}
            fields={CANDIDATE_SORTS}
            value={draft}
            onChange={(sort) => setDraft((d) => ({ ...d, ...sort }))}
          />
        </Sort>
      </Stack>
    </Modal>
  );
}

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;
const Sort = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;
