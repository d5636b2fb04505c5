// Shown when the first path segment is not a known site id; it links out instead of redirecting,
// so a bad bookmark can never start a redirect loop.
import styled from 'styled-components';
import { INVALID_SITE_ID_MESSAGE, portalPath } from '@portal/shared/site';
import { messages } from '../messages';
import { defaultSiteId } from './default-site';

export function InvalidSitePage() {
  return (
    <Page>
      <Card role="alert">
        <h1>{messages.invalidSiteTitle}</h1>
        <p>{INVALID_SITE_ID_MESSAGE}</p>
        <a href={portalPath(defaultSiteId(), 'infos')}>{messages.invalidSiteHome}</a>
      </Card>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl};
`;

const Card = styled.div`
  max-width: 440px;
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
  h1 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
