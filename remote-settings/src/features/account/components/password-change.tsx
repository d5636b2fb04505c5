// The password change under the account form: no client-side check (spec 1 §5), the server's
// reason shown beside the field it concerns, the three fields cleared after a success.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PasswordChangeRequest } from '@portal/shared/contract/settings';
import { Button } from '@portal/shared/ui/button';
import { Field, PasswordInput } from '@portal/shared/ui/field';
import { Actions, FieldStack } from '../../../components/form-layout';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';
import { useChangePassword } from '../api/patch-password';

const EMPTY: PasswordChangeRequest = {
  oldPassword: '',
  newPassword: '',
  newPasswordConfirmation: '',
};

const FIELDS: { name: keyof PasswordChangeRequest; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: messages.oldPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: messages.newPassword, autoComplete: 'new-password' },
  {
    name: 'newPasswordConfirmation',
    label: messages.newPasswordConfirmation,
    autoComplete: 'new-password',
  },
];

export function PasswordChange() {
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const changePassword = useChangePassword();
  const [values, setValues] = useState<PasswordChangeRequest>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const outcome = await changePassword(values);
    setSubmitting(false);
    if (outcome.ok) {
      setValues(EMPTY);
      setFieldErrors({});
      setFormError(undefined);
      return;
    }
    setFieldErrors(outcome.fieldErrors);
    setFormError(outcome.formError);
  }

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <Title id={titleId}>{messages.passwordTitle}</Title>
      <FieldStack>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            htmlFor={`${idPrefix}-${field.name}`}
            error={fieldErrors[field.name]}
          >
            <PasswordInput
              name={field.name}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => {
                const { value } = event.target;
                setValues((current) => ({ ...current, [field.name]: value }));
              }}
            />
          </Field>
        ))}
      </FieldStack>
      <Actions>
        {/* Busy, not disabled: a disabled button would drop the keyboard focus to the page. */}
        <Button type="submit" busy={submitting}>
          {messages.changePassword}
        </Button>
        {formError ? <InlineError>{formError}</InlineError> : null}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;
