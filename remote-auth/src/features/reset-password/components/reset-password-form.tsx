// The reset form: e-mail, new password and its confirmation. Only presence is checked here; the
// password policy and the match are the server's (it answers in Japanese, shown by each field).
import { AuthForm, EmailFormField } from '../../../components/form-parts';
import { TextFormField } from '@portal/shared/ui/form-field';
import { required } from '../../../lib/required';
import { emailError } from '../../../lib/validation';
import { messages } from '../../../messages';
import { useResetPassword, type ResetPasswordValues } from '../api/post-reset-password';

const INITIAL_VALUES: ResetPasswordValues = { email: '', password: '', password_confirmation: '' };

const passwordCheck = required(messages.newPasswordRequired);
const confirmationCheck = required(messages.newPasswordConfirmationRequired);

function validate(values: ResetPasswordValues) {
  return {
    email: emailError(values.email),
    password: passwordCheck(values.password),
    password_confirmation: confirmationCheck(values.password_confirmation),
  };
}

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword(token);
  return (
    <AuthForm<ResetPasswordValues>
      onSubmit={reset}
      initialValues={INITIAL_VALUES}
      validate={validate}
      submitLabel={messages.resetSubmit}
    >
      <EmailFormField />
      <TextFormField
        name="password"
        label={messages.newPassword}
        type="password"
        required
        autoComplete="new-password"
      />
      <TextFormField
        name="password_confirmation"
        label={messages.newPasswordConfirmation}
        type="password"
        required
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
