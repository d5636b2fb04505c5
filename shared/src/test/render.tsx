// Test helper: renders inside the portal theme, with a user-event session.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { PortalThemeProvider } from '../ui/theme';

function Providers({ children }: { children: ReactNode }) {
  return <PortalThemeProvider>{children}</PortalThemeProvider>;
}

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return { user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...options }) };
}
