// The login form (react-final-form): e-mail or user ID, password, remember-me and the submit
// button, which is busy (not disabled, so it keeps the focus) while the request is in flight.
import { Field as FormField } from 'react-final-form';
import { Checkbox } from '@portal/shared/ui/field';
import { AuthForm } from '../../../components/form-parts';
import { TextFormField } from '@portal/shared/ui/form-field';
import { required } from '../../../lib/required';
import { messages } from '../../../messages';
import type { LoginValues } from '../api/post-login';

const INITIAL_VALUES: LoginValues = { email: '', password: '', remember_me: false };

const emailCheck = required(messages.loginIdRequired);

function validate(values: LoginValues) {
  return {
    email: emailCheck(values.email),
    password: values.password ? undefined : messages.passwordRequired,
  };
}

interface Props {
  onSubmit: (values: LoginValues) => Promise<Record<string, unknown> | undefined>;
}

export function LoginForm({ onSubmit }: Props) {
  return (
    <AuthForm<LoginValues>
      onSubmit={onSubmit}
      initialValues={INITIAL_VALUES}
      validate={validate}
      submitLabel={messages.submit}
    >
      <TextFormField
        name="email"
        label={messages.loginId}
        required
        autoComplete="username"
        inputMode="email"
      />
      <TextFormField
        name="password"
        label={messages.password}
        type="password"
        required
        autoComplete="current-password"
      />
      <FormField<boolean> name="remember_me" type="checkbox">
        {({ input: { value: _value, ...input } }) => (
          <Checkbox {...input} label={messages.rememberMe} />
        )}
      </FormField>
    </AuthForm>
  );
}
