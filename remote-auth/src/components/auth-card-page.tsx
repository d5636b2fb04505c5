// The page frame of login, forgot-password, reset-password and welcome: the service-line logo,
// a title and lead in one card on the brand background, links under a rule, the copyright footer.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isMid, loginPath } from '@portal/shared/site';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { media } from '@portal/shared/ui/responsive';
import { mutedText, stack } from '@portal/shared/ui/layout';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../messages';
import { ServiceLogo, logoVariant } from './service-logo';

interface Props {
  title: string;
  lead?: string;
  /** In-app links under the card's content; without them, the way back to login. */
  links?: ReactNode;
  children: ReactNode;
}

export function AuthCardPage({ title, lead, links, children }: Props) {
  const siteId = useSiteId();
  const { search } = useLocation();
  useDocumentTitle(title);
  return (
    <Page>
      <Main>
        <Card>
          <LogoArea>
            <ServiceLogo variant={logoVariant(isMid(siteId), search)} />
          </LogoArea>
          <Title>{title}</Title>
          {lead ? <Lead>{lead}</Lead> : <Spacer />}
          {children}
          <Links>{links ?? <Link to={loginPath(siteId)}>{messages.backToLogin}</Link>}</Links>
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
  ${media.phone} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  }
`;

const Card = styled.div`
  width: 100%;
  max-width: 480px;
  padding: 40px 40px 32px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 18px 48px rgba(20, 28, 40, 0.18);
  ${media.phone} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const LogoArea = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 28px;
  /* The logos are 320 / 398 px wide: they shrink with the card on a phone. */
  svg {
    max-width: 100%;
    height: auto;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  text-align: center;
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.xl};
  ${mutedText}
  text-align: center;
`;

const Spacer = styled.div`
  height: ${({ theme }) => theme.space.xl};
`;

const Links = styled.nav`
  ${stack('sm')}
  align-items: center;
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
