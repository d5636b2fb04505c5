// The shell's providers, mounted once: theme, router, and the toaster with the loading overlay.
import { BrowserRouter } from 'react-router-dom';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { FeedbackRoot } from '@portal/shared/ui/feedback-root';
import { AppRoutes } from './routes';
import './provided-shared';

export function App() {
  return (
    <PortalThemeProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <FeedbackRoot />
    </PortalThemeProvider>
  );
}
