// The pieces every auth form shares: the column of fields, the alert that carries the reason a
// submission was refused when no single field owns it, and AuthForm, which puts them together with
// the one full-width submit button (busy, not disabled, while the request is in flight so it keeps
// the focus). A form passes its fields as children; EmailFormField is the e-mail field they share.
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { TextFormField } from '@portal/shared/ui/form-field';
import { stack } from '@portal/shared/ui/layout';
import { messages } from '../messages';

export const FormStack = styled.form`
  ${stack('lg')}
  input[type='text'],
  input[type='email'],
  input[type='tel'],
  input[type='password'] {
    min-height: 42px;
  }
`;

export const FormAlert = styled.p.attrs({ role: 'alert' })`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface AuthFormProps<V> {
  onSubmit: (values: V) => Promise<Record<string, unknown> | undefined | void>;
  initialValues: V;
  validate: (values: V) => Record<string, string | undefined>;
  submitLabel: string;
  /** The button waits until every field passes (forms checked on every change). */
  disableUntilValid?: boolean;
  children: ReactNode;
}

export function AuthForm<V extends object>({
  onSubmit,
  initialValues,
  validate,
  submitLabel,
  disableUntilValid = false,
  children,
}: AuthFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, submitting, submitError, hasValidationErrors }) => (
        <FormStack onSubmit={handleSubmit} noValidate>
          {children}
          {typeof submitError === 'string' && <FormAlert>{submitError}</FormAlert>}
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={disableUntilValid && hasValidationErrors}
            busy={submitting}
          >
            {submitLabel}
          </Button>
        </FormStack>
      )}
    />
  );
}

/** The required e-mail field (name `email`); `live` checks it while typing. */
export function EmailFormField({ live = false }: { live?: boolean }) {
  return (
    <TextFormField
      name="email"
      label={messages.emailLabel}
      type="email"
      required
      live={live}
      autoComplete="email"
    />
  );
}
