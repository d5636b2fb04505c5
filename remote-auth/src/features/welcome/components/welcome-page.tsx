// The welcome page (company-code authentication), exposed to the shell as remote_auth/Welcome:
// company code and e-mail, both checked on every change; the button waits until both pass.
import { AuthCardPage } from '../../../components/auth-card-page';
import { AuthForm, EmailFormField } from '../../../components/form-parts';
import { TextFormField } from '@portal/shared/ui/form-field';
import { required } from '../../../lib/required';
import { emailError } from '../../../lib/validation';
import { messages } from '../../../messages';
import { useCompanyCodeAuth, type WelcomeValues } from '../api/post-company-code-auth';

const INITIAL_VALUES: WelcomeValues = { company_code: '', email: '' };

const companyCodeCheck = required(messages.companyCodeRequired);

function validate(values: WelcomeValues) {
  return { company_code: companyCodeCheck(values.company_code), email: emailError(values.email) };
}

export default function WelcomePage() {
  const authenticate = useCompanyCodeAuth();

  return (
    <AuthCardPage title={messages.welcomeTitle} lead={messages.welcomeLead}>
      <AuthForm<WelcomeValues>
        onSubmit={authenticate}
        initialValues={INITIAL_VALUES}
        validate={validate}
        submitLabel={messages.welcomeSubmit}
        disableUntilValid
      >
        <TextFormField
          name="company_code"
          label={messages.companyCode}
          required
          live
          autoComplete="off"
        />
        <EmailFormField live />
      </AuthForm>
    </AuthCardPage>
  );
}
