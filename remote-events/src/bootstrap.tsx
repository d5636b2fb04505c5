// Standalone development entry: this remote on its own dev server, with the providers the shell
// gives it when composed (theme, router, toaster and loading overlay).
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { INVALID_SITE_ID_MESSAGE, isSiteId, portalPath } from '@portal/shared/site';
import { FeedbackRoot } from '@portal/shared/ui/feedback-root';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import EventsRoutes from './app/routes';

/** The shell rejects invalid ids before mounting a remote; standalone, this does. */
function Standalone({ children }: { children: ReactNode }) {
  const { siteId } = useParams();
  return isSiteId(siteId) ? children : <p role="alert">{INVALID_SITE_ID_MESSAGE}</p>;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <PortalThemeProvider>
      <BrowserRouter>
        <Routes>
          <Route
            path="/:siteId/employment-agency/events/*"
            element={
              <Standalone>
                <EventsRoutes />
              </Standalone>
            }
          />
          <Route path="*" element={<Navigate to={portalPath('27', 'events')} replace />} />
        </Routes>
      </BrowserRouter>
      <FeedbackRoot />
    </PortalThemeProvider>,
  );
}
