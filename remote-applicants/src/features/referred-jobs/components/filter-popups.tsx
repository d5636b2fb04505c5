// The popup behind the referred-jobs column's filter icon (spec 2: one filter icon): 検索条件 (job
// title, occupation, area) and 絞り込み (選考中 / 内定承諾 / その他), which filter the jobs already
// shown.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { Checkbox, Field, TextInput } from '@portal/shared/ui/field';
import { Modal } from '@portal/shared/ui/modal';
import { stack } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { STATUS_GROUPS, type JobConditions, type StatusGroup } from '../filter';

const t = messages.referred;

/** What the column's filter holds: 検索条件 and the 絞り込み status groups. */
export interface ReferredJobsFilter {
  conditions: JobConditions;
  statuses: StatusGroup[];
}

export const NO_FILTER: ReferredJobsFilter = {
  conditions: { jobName: '', occupation: '', area: '' },
  statuses: [],
};

const LABELS: Record<StatusGroup, string> = {
  inSelection: t.inSelection,
  offerAccepted: t.offerAccepted,
  other: t.other,
};

/** The one dialog behind the column's filter icon: 検索条件 and 絞り込み, applied together. */
export function FilterPopup(props: {
  open: boolean;
  value: ReferredJobsFilter;
  onClose: () => void;
  onApply: (value: ReferredJobsFilter) => void;
}) {
  const [conditions, setConditions] = useState(props.value.conditions);
  const [statuses, setStatuses] = useState(props.value.statuses);
  const toggle = (group: StatusGroup) =>
    setStatuses(
      statuses.includes(group) ? statuses.filter((g) => g !== group) : [...statuses, group],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply({ conditions, statuses });
  };
  const field = (key: keyof JobConditions, label: string) => (
    <Field label={label} htmlFor={`cond-${key}`} hint={t.keywordHint}>
      <TextInput
        id={`cond-${key}`}
        value={conditions[key]}
        onChange={(e) => setConditions({ ...conditions, [key]: e.target.value })}
      />
    </Field>
  );
  return (
    <Modal open={props.open} onClose={props.onClose} title={t.filter} width="420px">
      <Form onSubmit={submit}>
        <fieldset>
          <legend>{t.conditions}</legend>
          {field('jobName', t.jobName)}
          {field('occupation', t.occupation)}
          {field('area', t.area)}
        </fieldset>
        <fieldset>
          <legend>{t.narrow}</legend>
          {STATUS_GROUPS.map((group) => (
            <Checkbox
              key={group}
              label={LABELS[group]}
              checked={statuses.includes(group)}
              onChange={() => toggle(group)}
            />
          ))}
        </fieldset>
        <Row>
          <Button type="button" variant="ghost" onClick={() => props.onApply(NO_FILTER)}>
            {t.clear}
          </Button>
          <Button type="submit">{t.searchButton}</Button>
        </Row>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  ${stack('md')}
  fieldset {
    ${stack('sm')}
    border: none;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;
const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
