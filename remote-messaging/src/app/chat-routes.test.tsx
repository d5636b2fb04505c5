import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import ChatRoutes from './chat-routes';

describe('ChatRoutes', () => {
  it('shows the メッセージ section with what it is for', () => {
    render(
      <PortalThemeProvider>
        <MemoryRouter initialEntries={['/27/employment-agency/chat']}>
          <Routes>
            <Route path="/:siteId/employment-agency/chat/*" element={<ChatRoutes />} />
          </Routes>
        </MemoryRouter>
      </PortalThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'メッセージ' })).toBeInTheDocument();
    expect(screen.getByText(/連携企業とのメッセージ/)).toBeInTheDocument();
  });
});
