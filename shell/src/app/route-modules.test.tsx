// The module the shell starts loading before it renders is the one the route table then mounts.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { answerLayoutCalls, resetSharedStores } from '../test/render';
import { resetRemoteComponents } from '@portal/shared/ui/remote-mount';
import { loadRemoteComponent, type RemoteModuleId } from './remotes';
import { routePage } from './route-modules';

const routeRemoteModule = (path: string) => routePage(path)?.module ?? null;
import { AppRoutes } from './routes';

jest.mock('./remotes');
jest.mock('./browser');

beforeEach(() => {
  jest.resetAllMocks();
  resetSharedStores();
  resetRemoteComponents();
  answerLayoutCalls();
  jest.mocked(loadRemoteComponent).mockImplementation(
    async (id: RemoteModuleId) =>
      function FakeRemote() {
        return <h1>{id}</h1>;
      },
  );
});

it.each([
  '/25/employment-agency/login',
  '/27/employment-agency/forgot-password',
  '/mid/employment-agency/reset-password',
  '/25/employment-agency/welcome',
  '/27/employment-agency/signup/inv-9c1f2e7a',
  '/27/employment-agency/infos',
  '/27/employment-agency/chat/conversation/4',
  '/27/employment-agency/settings/account',
  '/27/employment-agency/jobs/search',
  '/27/employment-agency/jobs/info/12',
  '/27/employment-agency/jobs/info/12/referred-candidate/40',
  '/27/employment-agency/jobs/info/12/new-candidate/7',
  '/27/employment-agency/preview/job',
  '/mid/employment-agency/applicants/3/jobs',
  '/mid/employment-agency/events/calendar',
])('%s: the module started early is the one the route mounts', async (path) => {
  const early = routeRemoteModule(path);
  expect(early).not.toBeNull();
  render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </PortalThemeProvider>,
  );
  expect(await screen.findByRole('heading', { name: early! })).toBeInTheDocument();
});

it.each(['/', '/25', '/25/employment-agency', '/25/employment-agency/no-such-page', '/25/x/login'])(
  '%s: nothing is started early (the page redirects first)',
  (path) => {
    expect(routeRemoteModule(path)).toBeNull();
  },
);

it.each([
  ['/25/employment-agency/login', false],
  ['/mid/employment-agency/reset-password', false],
  ['/25/employment-agency/welcome', false],
  ['/27/employment-agency/signup/inv-9c1f2e7a', true],
  ['/27/employment-agency/infos', true],
  ['/27/employment-agency/jobs/info/12', true],
  ['/mid/employment-agency/applicants/3/jobs', true],
])('%s: the frame is loaded early when the page is inside it (%s)', (path, inFrame) => {
  expect(routePage(path)?.inFrame).toBe(inFrame);
});
