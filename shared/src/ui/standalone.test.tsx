import { render, screen } from '@testing-library/react';
import { StandaloneApp } from './standalone';

const Settings = () => <h1>各種設定</h1>;

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <StandaloneApp mounts={[{ path: 'settings/*', Component: Settings }]} home="settings" />,
  );
}

describe('StandaloneApp (a remote on its own dev server)', () => {
  it('mounts the remote under a valid site id, as the shell does', () => {
    renderAt('/mid/employment-agency/settings');
    expect(screen.getByRole('heading', { name: '各種設定' })).toBeInTheDocument();
  });

  it('shows the invalid-id message for an unknown site id', () => {
    renderAt('/99/employment-agency/settings');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'URL から有効な ID を取得できませんでした。',
    );
  });

  it('sends unknown paths to the remote home', () => {
    renderAt('/somewhere');
    expect(window.location.pathname).toBe('/27/employment-agency/settings');
    expect(screen.getByRole('heading', { name: '各種設定' })).toBeInTheDocument();
  });
});
