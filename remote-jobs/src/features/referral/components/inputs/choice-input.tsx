// Controls of the choice answer types: checkboxes (3), dropdown (4) and radio buttons (5).
import { ANSWER_TYPE } from '@portal/shared/enums';
import { Checkbox, Radio, Select } from '@portal/shared/ui/field';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { messages } from '../../../../messages';
import type { AnswerControlProps } from './text-input';

export function ChoiceAnswer({ field, id, ariaLabel, required }: AnswerControlProps) {
  const { input } = useField<string | string[]>(field.key, { subscription: { value: true } });
  if (field.answerType === ANSWER_TYPE.DROPDOWN) {
    return (
      <Select
        id={id}
        name={field.key}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        aria-label={ariaLabel}
        aria-required={required || undefined}
      >
        <option value="">{messages.choose}</option>
        {field.answerLabel.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    );
  }
  if (field.answerType === ANSWER_TYPE.RADIO) {
    return (
      <Options role="radiogroup" aria-required={required || undefined}>
        {field.answerLabel.map((option) => (
          <Radio
            key={option}
            name={field.key}
            label={option}
            value={option}
            checked={input.value === option}
            onChange={() => input.onChange(option)}
            onBlur={input.onBlur}
          />
        ))}
      </Options>
    );
  }
  const selected = Array.isArray(input.value) ? input.value : [];
  return (
    <Options>
      {field.answerLabel.map((option) => (
        <Checkbox
          key={option}
          name={`${field.key}[]`}
          label={option}
          value={option}
          checked={selected.includes(option)}
          onChange={(event) =>
            input.onChange(
              event.target.checked
                ? field.answerLabel.filter((o) => o === option || selected.includes(o))
                : selected.filter((o) => o !== option),
            )
          }
          onBlur={input.onBlur}
        />
      ))}
    </Options>
  );
}

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;
