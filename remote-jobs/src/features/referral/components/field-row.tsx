// One row of the referral form: its label with 必須/任意, the control(s) of its field(s), the
// length hint with the live character count, and one error for the whole row (pairs included).
import { useId } from 'react';
import { useField, useFormState } from 'react-final-form';
import styled from 'styled-components';
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { wording } from '@portal/shared/site';
import { Field } from '@portal/shared/ui/field';
import { InfoTip } from '@portal/shared/ui/info-tip';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import { isTextType, lengthHint, type FormRow } from '../engine/model';
import { ChoiceAnswer } from './inputs/choice-input';
import { FileAnswer } from './inputs/file-input';
import { HistoryAnswer } from './inputs/history-input';
import { isSchoolKey, SchoolAnswer } from './inputs/school-input';
import { TextAnswer, type AnswerControlProps } from './inputs/text-input';

export interface RowContext {
  isRequired: (field: EntryFormField) => boolean;
  update: boolean;
  storedFileNames: Map<string, string>;
}

function Control(props: AnswerControlProps & { context: RowContext }) {
  const { field, context } = props;
  switch (field.answerType) {
    case ANSWER_TYPE.CHECKBOX:
    case ANSWER_TYPE.DROPDOWN:
    case ANSWER_TYPE.RADIO:
      return <ChoiceAnswer {...props} />;
    case ANSWER_TYPE.FILE:
      return (
        <FileAnswer
          {...props}
          update={context.update}
          storedName={context.storedFileNames.get(field.key)}
        />
      );
    case ANSWER_TYPE.EMPLOYMENT_HISTORY:
      return <HistoryAnswer {...props} />;
    default:
      return isSchoolKey(field.key) ? <SchoolAnswer {...props} /> : <TextAnswer {...props} />;
  }
}

function LengthHint({ field }: { field: EntryFormField }) {
  const { input } = useField<string>(field.key, { subscription: { value: true } });
  const hint = lengthHint(field);
  if (!hint) return null;
  const count = typeof input.value === 'string' ? [...input.value].length : 0;
  return (
    <>
      {hint}（<span aria-live="polite">{messages.charCount(count)}</span>）
    </>
  );
}

function useRowError(row: FormRow): string | undefined {
  const state = useFormState({
    subscription: {
      errors: true,
      submitErrors: true,
      touched: true,
      modified: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
    },
  });
  const seen =
    state.submitFailed || row.fields.some((f) => state.touched?.[f.key] || state.modified?.[f.key]);
  const serverError = state.dirtySinceLastSubmit ? undefined : state.submitErrors?.[row.id];
  const error = state.errors?.[row.id] ?? serverError;
  return seen || serverError ? (error as string | undefined) : undefined;
}

export function FieldRow({ row, context }: { row: FormRow; context: RowContext }) {
  const baseId = useId();
  const siteId = useSiteId();
  const error = useRowError(row);
  const required = row.fields.some((f) => context.isRequired(f));
  const single = row.kind === 'single' ? row.fields[0] : null;
  const labelled =
    single &&
    (isTextType(single.answerType) ||
      single.answerType === ANSWER_TYPE.DATE ||
      single.answerType === ANSWER_TYPE.DROPDOWN ||
      single.answerType === ANSWER_TYPE.FILE);
  const hint = single && isTextType(single.answerType) ? <LengthHint field={single} /> : undefined;
  return (
    <Field
      label={row.label}
      htmlFor={labelled ? `${baseId}-0` : undefined}
      required={required}
      optional={!required}
      hint={hint && lengthHint(single!) ? hint : undefined}
      help={
        row.fields.some((f) => f.key === 'directMessageFlag') ? (
          <InfoTip label={messages.directContactHelp}>
            {wording(siteId).directContactTooltip}
          </InfoTip>
        ) : undefined
      }
      error={error}
    >
      <Controls $kind={row.kind}>
        {row.fields.map((field, index) => (
          <Control
            key={field.key}
            field={field}
            id={`${baseId}-${index}`}
            ariaLabel={row.kind === 'single' ? undefined : field.label}
            required={context.isRequired(field)}
            context={context}
          />
        ))}
      </Controls>
    </Field>
  );
}

const Controls = styled.div<{ $kind: FormRow['kind'] }>`
  display: ${({ $kind }) => ($kind === 'single' ? 'block' : 'grid')};
  grid-template-columns: ${({ $kind }) => ($kind === 'education' ? 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))' : 'minmax(0, 1fr) minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.sm};
`;
