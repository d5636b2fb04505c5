// Standalone development entry of a remote: the remote on its own dev server, wrapped in the
// providers the shell gives it when composed (theme, router, toaster and loading overlay).
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { portalPattern } from '../routes';
import { INVALID_SITE_ID_MESSAGE, isSiteId, portalPath } from '../site';
import { FeedbackRoot } from '@portal/shared/ui/feedback-root';
import { PortalThemeProvider } from './theme';

/** The shell rejects invalid ids before mounting a remote; standalone, this does. */
function SiteGuard({ children }: { children: ReactNode }) {
  const { siteId } = useParams();
  return isSiteId(siteId) ? children : <p role="alert">{INVALID_SITE_ID_MESSAGE}</p>;
}

export interface StandaloneMount {
  /** Below /:siteId/employment-agency/, as the shell mounts it (e.g. 'settings/*' or '*'). */
  path: string;
  Component: ComponentType;
}

export function StandaloneApp({ mounts, home }: { mounts: StandaloneMount[]; home: string }) {
  return (
    <PortalThemeProvider>
      <BrowserRouter>
        <Routes>
          {mounts.map(({ path, Component }) => (
            <Route
              key={path}
              path={portalPattern(path)}
              element={
                <SiteGuard>
                  <Component />
                </SiteGuard>
              }
            />
          ))}
          <Route path="*" element={<Navigate to={portalPath('27', home)} replace />} />
        </Routes>
      </BrowserRouter>
      <FeedbackRoot />
    </PortalThemeProvider>
  );
}

/** Renders a remote standalone into #root; `home` is where unknown paths go (e.g. 'settings'). */
export function renderStandalone(mounts: StandaloneMount[], home: string): void {
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<StandaloneApp mounts={mounts} home={home} />);
}
