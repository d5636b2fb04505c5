import { screen } from '@testing-library/react';
import { renderAt as renderPage } from '../test/render';
import ApplicantsRoutes from './routes';

function renderAt(path: string) {
  renderPage(path, '/:siteId/employment-agency/applicants/*', <ApplicantsRoutes />);
}

describe('ApplicantsRoutes', () => {
  it('shows the 候補者管理 section with what it is for', () => {
    renderAt('/27/employment-agency/applicants');
    expect(screen.getByRole('heading', { level: 1, name: '候補者管理' })).toBeInTheDocument();
    expect(screen.getByText(/候補者の情報と、紹介した求人ごとの選考状況/)).toBeInTheDocument();
  });

  it('returns an unknown sub-path to the top of the section', () => {
    renderAt('/mid/employment-agency/applicants/unknown');
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
      '/mid/employment-agency/applicants',
    );
    expect(screen.getByRole('heading', { level: 1, name: '候補者管理' })).toBeInTheDocument();
  });
});
