// The frame of every logged-in screen: header, linked-company dropdown, sidebar and the remote page.
// Sign-up pages keep only the logo (the visitor has no session yet); the job preview is inert.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isPreviewPath, isSignupPath, portalPath, type SiteId } from '@portal/shared/site';
import { refreshSidebarBadges } from '@portal/shared/frame-queries';
import { useLiveUpdates } from '@portal/shared/live-updates';
import { queryClient } from '@portal/shared/query-client';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { media } from '@portal/shared/ui/responsive';
import { holdPrefetchWhile } from '../app/idle-prefetch';
import { CompanySelect } from './company-select';
import { Header } from './header';
import { Sidebar } from './sidebar';

function isJobPreview(pathname: string, siteId: SiteId): boolean {
  return pathname.replace(/\/+$/, '') === portalPath(siteId, 'preview/job');
}

/** The frame reads the matched companies, badges and support contact from the query cache. */
export function Layout({ siteId }: { siteId: SiteId }) {
  return (
    <QueryProvider>
      <Frame siteId={siteId} />
    </QueryProvider>
  );
}

function Frame({ siteId }: { siteId: SiteId }) {
  const { pathname } = useLocation();
  const signup = isSignupPath(pathname);
  // Preview mode contacts no server (spec 2 §2): no stream either.
  useLiveUpdates(siteId, !signup && !isPreviewPath(pathname));

  // No section is loaded ahead while the page's reads are on their way (../app/idle-prefetch.ts).
  useEffect(() => holdPrefetchWhile(() => queryClient.isFetching() > 0), []);

  // Counts change as the user works (a thread read, a link accepted): refetch on every page.
  useEffect(() => {
    if (!signup) void refreshSidebarBadges({ joinRunning: true });
  }, [pathname, signup]);

  return (
    <Page $inert={isJobPreview(pathname, siteId)}>
      <Header siteId={siteId} showNavigation={!signup} />
      {!signup && <CompanySelect />}
      <Body>
        {!signup && <Sidebar siteId={siteId} />}
        <Main>
          <Outlet />
        </Main>
      </Body>
    </Page>
  );
}

const Page = styled.div<{ $inert: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  pointer-events: ${({ $inert }) => ($inert ? 'none' : 'auto')};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  ${media.compact} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`};
  }
  ${media.phone} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xl}`};
  }
`;
