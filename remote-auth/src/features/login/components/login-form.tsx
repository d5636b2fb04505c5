// The login form (react-final-form): e-mail or user ID, password, remember-me and the submit
// button, which stays disabled while the request is in flight.
import { useId } from 'react';
import { Form, Field as FormField } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { Checkbox, Field, PasswordInput, TextInput } from '@portal/shared/ui/field';
import { messages } from '../../../messages';
import type { LoginValues } from '../hooks/use-login';

type Errors = Partial<Record<keyof LoginValues, string>>;

const INITIAL_VALUES: LoginValues = { email: '', password: '', remember_me: false };

function validate(values: LoginValues): Errors {
  const errors: Errors = {};
  if (!values.email?.trim()) errors.email = messages.emailRequired;
  if (!values.password) errors.password = messages.passwordRequired;
  return errors;
}

interface Props {
  onSubmit: (values: LoginValues) => Promise<Record<string, unknown> | undefined>;
}

export function LoginForm({ onSubmit }: Props) {
  const emailId = useId();
  const passwordId = useId();
  return (
    <Form<LoginValues>
      onSubmit={onSubmit}
      initialValues={INITIAL_VALUES}
      validate={validate}
      render={({ handleSubmit, submitting, submitError }) => (
        <Fields onSubmit={handleSubmit} noValidate>
          <FormField<string> name="email">
            {({ input, meta }) => (
              <Field
                label={messages.email}
                htmlFor={emailId}
                required
                error={meta.touched ? meta.error : undefined}
              >
                <TextInput {...input} autoComplete="username" inputMode="email" />
              </Field>
            )}
          </FormField>
          <FormField<string> name="password">
            {({ input, meta }) => (
              <Field
                label={messages.password}
                htmlFor={passwordId}
                required
                error={meta.touched ? meta.error : undefined}
              >
                <PasswordInput {...input} />
              </Field>
            )}
          </FormField>
          <FormField<boolean> name="remember_me" type="checkbox">
            {({ input: { value: _value, ...input } }) => (
              <Checkbox {...input} label={messages.rememberMe} />
            )}
          </FormField>
          {typeof submitError === 'string' && <SubmitError role="alert">{submitError}</SubmitError>}
          <Button type="submit" size="lg" fullWidth disabled={submitting} aria-busy={submitting}>
            {messages.submit}
          </Button>
        </Fields>
      )}
    />
  );
}

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  input[type='text'],
  input[type='password'] {
    min-height: 42px;
  }
`;

const SubmitError = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
