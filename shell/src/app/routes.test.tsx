import { screen } from '@testing-library/react';
import { answerLayoutCalls, callsOf, renderApp, resetSharedStores } from '../test/render';
import { resetRemoteComponents } from '@portal/shared/ui/remote-mount';
import { loadRemoteComponent, type RemoteModuleId } from './remotes';
import { setRegistrySections } from './registry';
import { REGISTRY_WITH_SECTION } from '../test/registry-fixture';

jest.mock('./remotes');
jest.mock('./browser');

/** Each remote module renders its own id, so a test sees which one the route mounted. */
function fakeRemote(id: RemoteModuleId) {
  return function FakeRemote() {
    return <h1>{id}</h1>;
  };
}

afterEach(() => {
  jest.useRealTimers();
  setRegistrySections(null);
});

let api: ReturnType<typeof answerLayoutCalls>;

beforeEach(() => {
  jest.resetAllMocks();
  resetSharedStores();
  resetRemoteComponents();
  api = answerLayoutCalls();
  jest.mocked(loadRemoteComponent).mockImplementation((id) => Promise.resolve(fakeRemote(id)));
});

describe('AppRoutes', () => {
  it('shows the invalid id message for an unknown site id and loads nothing', () => {
    renderApp('/99/employment-agency/infos');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'URL から有効な ID を取得できませんでした。',
    );
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/99/employment-agency/infos');
    expect(loadRemoteComponent).not.toHaveBeenCalled();
  });

  it('mounts the login page without the layout', async () => {
    renderApp('/mid/employment-agency/login');
    expect(await screen.findByRole('heading', { name: 'remote_auth/Login' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it.each<[string, RemoteModuleId]>([
    ['/27/employment-agency/forgot-password', 'remote_auth/ForgotPassword'],
    ['/mid/employment-agency/reset-password?token=abc', 'remote_auth/ResetPassword'],
    ['/25/employment-agency/welcome', 'remote_auth/Welcome'],
  ])('mounts %s from %s without the layout', async (path, id) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: id })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(path.split('?')[0]);
  });

  it.each(['/27/employment-agency/signup', '/mid/employment-agency/signup/inv-9c1f2e7a'])(
    'mounts sign-up %s inside the layout with its navigation hidden',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'remote_auth/Signup' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: '連携企業を選択' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'ログアウト' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent(path);
      // No session yet: the layout asks for no badges on sign-up pages.
      expect(callsOf(api, 'GET /sidebar/badges')).toBe(0);
    },
  );

  it.each<[string, RemoteModuleId]>([
    ['/27/employment-agency/infos', 'remote_messaging/Infos'],
    ['/27/employment-agency/chat/conversation/4', 'remote_messaging/Chat'],
    ['/27/employment-agency/settings', 'remote_settings/Routes'],
    ['/27/employment-agency/jobs/search', 'remote_jobs/Routes'],
    ['/27/employment-agency/preview/job', 'remote_jobs/Preview'],
    ['/mid/employment-agency/applicants/3/jobs', 'remote_applicants/Routes'],
    ['/mid/employment-agency/events', 'remote_events/Routes'],
  ])('mounts %s from %s inside the layout', async (path, id) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: id })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(path);
  });

  it.each([
    ['/', '/27/employment-agency/infos'],
    ['/mid/employment-agency', '/mid/employment-agency/infos'],
    ['/25', '/25/employment-agency/infos'],
    ['/25/employment-agency/no-such-page', '/25/employment-agency/infos'],
  ])('sends %s to the announcements (%s)', async (path, target) => {
    // `/` lands on the class graduating next year.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'] });
    jest.setSystemTime(new Date('2026-05-01T00:00:00+09:00'));
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'remote_messaging/Infos' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(target);
  });

  it('mounts a section of the run-time registry inside the layout, titled by it', async () => {
    setRegistrySections(REGISTRY_WITH_SECTION);
    renderApp('/25/employment-agency/reports/summary');
    expect(
      await screen.findByRole('heading', { name: 'remote_reports/Routes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('レポート | 紹介会社ポータル');
  });

  it('knows no section the registry does not list: its path goes to the announcements', async () => {
    setRegistrySections({ ...REGISTRY_WITH_SECTION, remote_reports: undefined });
    renderApp('/25/employment-agency/reports/summary');
    expect(
      await screen.findByRole('heading', { name: 'remote_messaging/Infos' }),
    ).toBeInTheDocument();
    expect(loadRemoteComponent).not.toHaveBeenCalledWith('remote_reports/Routes');
  });
});
