// The password reissue page, exposed to the shell as remote_auth/ForgotPassword: one e-mail field,
// the reissue button and the way back to login, in the login page's card.
import { Link } from 'react-router-dom';
import { loginPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { AuthCardPage } from '../../../components/auth-card-page';
import { AuthForm } from '../../../components/form-parts';
import { TextFormField } from '@portal/shared/ui/form-field';
import { emailError } from '../../../lib/validation';
import { messages } from '../../../messages';
import { useForgotPassword, type ForgotPasswordValues } from '../hooks/use-forgot-password';

const INITIAL_VALUES: ForgotPasswordValues = { email: '' };

function validate(values: ForgotPasswordValues) {
  return { email: emailError(values.email) };
}

export default function ForgotPasswordPage() {
  const siteId = useSiteId();
  const reissue = useForgotPassword();

  return (
    <AuthCardPage
      title={messages.forgotTitle}
      lead={messages.forgotLead}
      links={<Link to={loginPath(siteId)}>{messages.backToLogin}</Link>}
    >
      <AuthForm<ForgotPasswordValues>
        onSubmit={reissue}
        initialValues={INITIAL_VALUES}
        validate={validate}
        submitLabel={messages.forgotSubmit}
      >
        <TextFormField
          name="email"
          label={messages.emailLabel}
          type="email"
          required
          autoComplete="email"
        />
      </AuthForm>
    </AuthCardPage>
  );
}
