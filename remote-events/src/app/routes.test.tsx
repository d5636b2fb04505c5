import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import EventsRoutes from './routes';

function renderAt(path: string) {
  render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:siteId/employment-agency/events/*" element={<EventsRoutes />} />
        </Routes>
      </MemoryRouter>
    </PortalThemeProvider>,
  );
}

describe('EventsRoutes', () => {
  it('is titled 説明会・面接動員 on new-graduate sites', () => {
    renderAt('/27/employment-agency/events');
    expect(screen.getByRole('heading', { level: 1, name: '説明会・面接動員' })).toBeInTheDocument();
    expect(screen.getByText(/説明会・面接の日程を月ごとに確認し、学生の予約/)).toBeInTheDocument();
  });

  it('is titled 面接動員 on mid, about interviews and candidates only', () => {
    renderAt('/mid/employment-agency/events');
    expect(screen.getByRole('heading', { level: 1, name: '面接動員' })).toBeInTheDocument();
    expect(screen.getByText(/面接の日程を月ごとに確認し、候補者の予約/)).toBeInTheDocument();
    expect(screen.queryByText(/説明会/)).not.toBeInTheDocument();
  });
});
