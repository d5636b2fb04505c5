// Controls of the text-like answer types: single line (1), multi-line (2) and date (7), with the
// input types of the special keys (e-mail, tel, postal code, 希望年収 with 万円).
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { TextArea, TextInput } from '@portal/shared/ui/field';
import { inlineRow } from '@portal/shared/ui/layout';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { messages } from '../../../../messages';

export interface AnswerControlProps {
  field: EntryFormField;
  id?: string;
  /** Set for the members of a pair (the row label names the group). */
  ariaLabel?: string;
  required: boolean;
}

function inputType(key: string, type: number): string {
  if (type === ANSWER_TYPE.DATE) return 'date';
  if (key === 'pcEmail') return 'email';
  if (key === 'mobileNumber') return 'tel';
  return 'text';
}

function autoComplete(key: string): string | undefined {
  const map: Record<string, string> = {
    seiKanji: 'family-name',
    meiKanji: 'given-name',
    pcEmail: 'email',
    mobileNumber: 'tel',
    currentPostalFirst: 'off',
    currentPostalLast: 'off',
  };
  return map[key];
}

export function TextAnswer({ field, id, ariaLabel, required }: AnswerControlProps) {
  const { input } = useField<string>(field.key, { subscription: { value: true } });
  const value = typeof input.value === 'string' ? input.value : '';
  const common = {
    id,
    name: field.key,
    value,
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    'aria-label': ariaLabel,
    'aria-required': required || undefined,
  };
  if (field.answerType === ANSWER_TYPE.MULTI_LINE_TEXT) return <TextArea rows={5} {...common} />;
  const numeric = ['currentPostalFirst', 'currentPostalLast', 'desiredSalary'].includes(field.key);
  const control = (
    <TextInput
      {...common}
      type={inputType(field.key, field.answerType)}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete={autoComplete(field.key)}
    />
  );
  if (field.key !== 'desiredSalary') return control;
  return (
    <WithSuffix>
      {control}
      <span aria-hidden="true">{messages.salarySuffix}</span>
    </WithSuffix>
  );
}

const WithSuffix = styled.div`
  ${inlineRow('sm')}
  max-width: 240px;
`;
