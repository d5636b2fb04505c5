import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSiteId } from './use-site-id';

function ShowSiteId() {
  return <output aria-label="サイトID">{useSiteId()}</output>;
}

function renderAt(path: string, routePath: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={<ShowSiteId />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByLabelText('サイトID');
}

describe('useSiteId', () => {
  it('reads the siteId route parameter', () => {
    expect(
      renderAt('/mid/employment-agency/settings', '/:siteId/employment-agency/*'),
    ).toHaveTextContent('mid');
  });

  it('falls back to the first path segment when the route has no siteId parameter', () => {
    expect(renderAt('/25/employment-agency/welcome', '*')).toHaveTextContent('25');
  });

  it('refuses an unknown id with the invalid id message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderAt('/99/employment-agency/infos', '*')).toThrow(
      'URL から有効な ID を取得できませんでした。',
    );
    jest.restoreAllMocks();
  });
});
