// The two popups of the referred-jobs column: 検索条件 (job title, occupation, area) and
// 絞り込み (選考中 / 内定承諾 / その他). Both filter the jobs already shown.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { Checkbox, Field, TextInput } from '@portal/shared/ui/field';
import { Modal } from '@portal/shared/ui/modal';
import { messages } from '../../../messages';
import { STATUS_GROUPS, type JobConditions, type StatusGroup } from '../filter';

const t = messages.referred;

export function ConditionsPopup(props: {
  open: boolean;
  value: JobConditions;
  onClose: () => void;
  onApply: (value: JobConditions) => void;
}) {
  const [draft, setDraft] = useState(props.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply(draft);
  };
  const field = (key: keyof JobConditions, label: string) => (
    <Field label={label} htmlFor={`cond-${key}`} hint={t.keywordHint}>
      <TextInput
        id={`cond-${key}`}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </Field>
  );
  return (
    <Modal open={props.open} onClose={props.onClose} title={t.conditions} width="420px">
      <Form onSubmit={submit}>
        {field('jobName', t.jobName)}
        {field('occupation', t.occupation)}
        {field('area', t.area)}
        <Row>
          <Button
            type="button"
            variant="ghost"
            onClick={() => props.onApply({ jobName: '', occupation: '', area: '' })}
          >
            {t.clear}
          </Button>
          <Button type="submit">{t.searchButton}</Button>
        </Row>
      </Form>
    </Modal>
  );
}

const LABELS: Record<StatusGroup, string> = {
  inSelection: t.inSelection,
  offerAccepted: t.offerAccepted,
  other: t.other,
};

export function StatusPopup(props: {
  open: boolean;
  value: StatusGroup[];
  onClose: () => void;
  onApply: (value: StatusGroup[]) => void;
}) {
  const [draft, setDraft] = useState(props.value);
  const toggle = (group: StatusGroup) =>
    setDraft(draft.includes(group) ? draft.filter((g) => g !== group) : [...draft, group]);
  return (
    <Modal open={props.open} onClose={props.onClose} title={t.narrow} width="360px">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          props.onApply(draft);
        }}
      >
        <fieldset>
          <legend>{t.narrow}</legend>
          {STATUS_GROUPS.map((group) => (
            <Checkbox
              key={group}
              label={LABELS[group]}
              checked={draft.includes(group)}
              onChange={() => toggle(group)}
            />
          ))}
        </fieldset>
        <Row>
          <Button type="submit">{t.apply}</Button>
        </Row>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    border: none;
  }
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;
const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
