import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import PreviewPage from '../features/preview/components/preview-page';
import JobsRoutes from './routes';
import { LocationProbe } from '@portal/shared/test/render';

function renderAt(path: string) {
  render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:siteId/employment-agency/jobs/*" element={<JobsRoutes />} />
          <Route path="/:siteId/employment-agency/preview/job" element={<PreviewPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PortalThemeProvider>,
  );
}

describe('JobsRoutes', () => {
  it('shows 求人検索 on jobs/search with what it is for', () => {
    renderAt('/27/employment-agency/jobs/search');
    expect(screen.getByRole('heading', { level: 1, name: '求人検索' })).toBeInTheDocument();
    expect(screen.getByText(/公開している求人を条件で探し/)).toBeInTheDocument();
  });

  it('opens the section on the job search', () => {
    renderAt('/mid/employment-agency/jobs');
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
      '/mid/employment-agency/jobs/search',
    );
    expect(screen.getByRole('heading', { level: 1, name: '求人検索' })).toBeInTheDocument();
  });

  it('shows 求人プレビュー on preview/job', () => {
    renderAt('/27/employment-agency/preview/job');
    expect(screen.getByRole('heading', { level: 1, name: '求人プレビュー' })).toBeInTheDocument();
  });
});
