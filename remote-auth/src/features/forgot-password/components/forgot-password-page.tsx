// The password reissue page, exposed to the shell as remote_auth/ForgotPassword: one e-mail field,
// the reissue button and the way back to login, in the login page's card.
import { AuthCardPage } from '../../../components/auth-card-page';
import { AuthForm, EmailFormField } from '../../../components/form-parts';
import { emailError } from '../../../lib/validation';
import { messages } from '../../../messages';
import { useForgotPassword, type ForgotPasswordValues } from '../api/post-forgot-password';

const INITIAL_VALUES: ForgotPasswordValues = { email: '' };

function validate(values: ForgotPasswordValues) {
  return { email: emailError(values.email) };
}

export default function ForgotPasswordPage() {
  const reissue = useForgotPassword();

  return (
    <AuthCardPage title={messages.forgotTitle} lead={messages.forgotLead}>
      <AuthForm<ForgotPasswordValues>
        onSubmit={reissue}
        initialValues={INITIAL_VALUES}
        validate={validate}
        submitLabel={messages.forgotSubmit}
      >
        <EmailFormField />
      </AuthForm>
    </AuthCardPage>
  );
}
