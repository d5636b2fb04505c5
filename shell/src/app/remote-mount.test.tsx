import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { RemoteMount, resetRemoteComponents } from './remote-mount';
import { loadRemoteComponent } from './remotes';

jest.mock('./remotes');

const load = jest.mocked(loadRemoteComponent);

function InfosScreen() {
  return <h1>お知らせ</h1>;
}

function renderMount() {
  return render(
    <PortalThemeProvider>
      <p>ヘッダー</p>
      <RemoteMount id="remote_messaging/Infos" />
    </PortalThemeProvider>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  resetRemoteComponents();
  // React reports caught render errors on the console; the fallback is what this test checks.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteMount', () => {
  it('shows a loading text, then the remote screen', async () => {
    load.mockResolvedValue(InfosScreen);
    renderMount();
    expect(screen.getByRole('status')).toHaveTextContent('画面を読み込み中...');
    expect(await screen.findByRole('heading', { name: 'お知らせ' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_messaging/Infos');
  });

  it('shows a Japanese fallback when the remote cannot load and recovers on retry without a reload', async () => {
    load
      .mockRejectedValueOnce(new Error('remote_messaging is down'))
      .mockResolvedValueOnce(InfosScreen);
    renderMount();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('画面を読み込めませんでした。時間をおいて再度お試しください。');
    expect(screen.getByText('ヘッダー')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));

    expect(await screen.findByRole('heading', { name: 'お知らせ' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps offering the retry while the remote stays down', async () => {
    load.mockRejectedValue(new Error('still down'));
    renderMount();
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
