// The login page, exposed to the shell as remote_auth/Login: logo of the service line, the form,
// links to sign-up (welcome) and password reissue, and the copyright footer.
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isMid, portalPath } from '@portal/shared/site';
import { useSiteId } from '../../../app/use-site-id';
import { messages } from '../../../messages';
import { useLogin } from '../hooks/use-login';
import { LoginForm } from './login-form';
import { LoginLogo, logoVariant } from './login-logo';

export default function LoginPage() {
  const siteId = useSiteId();
  const { search } = useLocation();
  const login = useLogin();

  return (
    <Page>
      <Main>
        <Card>
          <LogoArea>
            <LoginLogo variant={logoVariant(isMid(siteId), search)} />
          </LogoArea>
          <Title>{messages.loginTitle}</Title>
          <Lead>{messages.loginLead}</Lead>
          <LoginForm onSubmit={login} />
          <Links>
            <Link to={portalPath(siteId, 'welcome')}>{messages.signupLink}</Link>
            <Link to={portalPath(siteId, 'forgot-password')}>{messages.forgotPasswordLink}</Link>
          </Links>
        </Card>
      </Main>
      <Footer>
        <small>{messages.copyright}</small>
      </Footer>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background:
    linear-gradient(160deg, #1f3a5f 0%, #28507f 100%) top / 100% 300px no-repeat,
    ${({ theme }) => theme.colors.background};
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 72px ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
`;

const Card = styled.div`
  width: 100%;
  max-width: 480px;
  padding: 40px 40px 32px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 18px 48px rgba(20, 28, 40, 0.18);
`;

const LogoArea = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 28px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  text-align: center;
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Links = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
