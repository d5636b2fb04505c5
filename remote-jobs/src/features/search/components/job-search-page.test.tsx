import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { JobSearchPage } from './job-search-page';

function Where() {
  const location = useLocation();
  return <output aria-label="現在のURL">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(state?: unknown) {
  render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={[{ pathname: '/25/employment-agency/jobs/search', state }]}>
        <Routes>
          <Route path="/:siteId/employment-agency/jobs/search" element={<JobSearchPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </PortalThemeProvider>,
  );
}

beforeEach(() => sessionStorage.clear());

it('applies the form, keeps it in session storage and restores it only from the back button', async () => {
  const user = userEvent.setup();
  renderSearch();
  expect(screen.getByRole('radio', { name: '募集中' })).toBeChecked();
  expect(screen.getByLabelText('並び替え')).toHaveValue('jobName');
  await user.type(screen.getByLabelText('求人タイトル'), 'エンジニア');
  await user.click(screen.getByRole('radio', { name: '全て' }));
  await user.selectOptions(screen.getByLabelText('並び順'), '降順');
  await user.click(screen.getByRole('button', { name: '適用する' }));
  expect(await screen.findByLabelText('現在のURL')).toHaveTextContent(
    '/25/employment-agency/jobs/info?jobName=%E3%82%A8%E3%83%B3%E3%82%B8%E3%83%8B%E3%82%A2&status=all&sortField=jobName&sortOrder=desc',
  );
  document.body.innerHTML = '';
  renderSearch({ fromBackButton: true });
  expect(screen.getByLabelText('求人タイトル')).toHaveValue('エンジニア');
  expect(screen.getByRole('radio', { name: '全て' })).toBeChecked();
  document.body.innerHTML = '';
  renderSearch();
  expect(screen.getByLabelText('求人タイトル')).toHaveValue('');
});
