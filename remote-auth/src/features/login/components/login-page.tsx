// The login page, exposed to the shell as remote_auth/Login: logo of the service line, the form,
// in-app links to sign-up (welcome) and password reissue, and the copyright footer.
import { Link } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { AuthCardPage } from '../../../components/auth-card-page';
import { messages } from '../../../messages';
import { useLogin } from '../api/post-login';
import { LoginForm } from './login-form';

export default function LoginPage() {
  const siteId = useSiteId();
  const login = useLogin();

  return (
    <AuthCardPage
      title={messages.loginTitle}
      lead={messages.loginLead}
      links={
        <>
          <Link to={portalPath(siteId, 'welcome')}>{messages.signupLink}</Link>
          <Link to={portalPath(siteId, 'forgot-password')}>{messages.forgotPasswordLink}</Link>
        </>
      }
    >
      <LoginForm onSubmit={login} />
    </AuthCardPage>
  );
}
