import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { resetRemoteComponents } from '@portal/shared/ui/remote-mount';
import { RemoteMount } from './remote-mount';
import { pageReload } from './remote-failure';
import { loadRemoteComponent, warmRemoteComponent } from './remotes';

jest.mock('./remotes');

function chunkError() {
  const error = new Error(
    'Loading chunk 4521 failed.\n(error: http://localhost:4103/0.1.0-aaa/4521.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

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
  sessionStorage.clear();
  pageReload.delayMs = 0;
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteMount', () => {
  it('shows a module loaded ahead in idle time at once, with no loading text in between', () => {
    jest.mocked(warmRemoteComponent).mockReturnValueOnce(InfosScreen);
    renderMount();
    expect(screen.getByRole('heading', { name: 'お知らせ' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

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

  it('reloads the page once, with a notice, when a chunk still fails after the retries', async () => {
    const reload = jest.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    load.mockRejectedValue(chunkError());
    renderMount();
    expect(
      await screen.findByText('画面が新しい版に更新されました。ページを再読み込みしています...'),
    ).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // Failing again right after that reload: no reload loop, the fallback with its reason.
    resetRemoteComponents();
    renderMount();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('理由: ChunkLoadError'),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('names an incompatible shared version as the reason, and logs nothing wrong as loaded', async () => {
    load.mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @portal/shared/http does not satisfy the requirement of remote_messaging which needs ^1.1.0)',
      ),
    );
    renderMount();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('共通部品の版が合わないため読み込めませんでした');
    expect(alert).toHaveTextContent('@portal/shared/http');
    expect(alert).toHaveTextContent('^1.1.0');
    expect(screen.queryByRole('heading', { name: 'お知らせ' })).not.toBeInTheDocument();
  });
});
