// Loading a remote module: a chunk that fails is fetched again before the failure is reported;
// other failures (a version mismatch) are reported at once.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  ENTRY_RETRY_DELAYS_MS,
  loadRemoteComponent,
  startLoadingRemote,
  warmRemote,
  warmRemoteComponent,
} from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const Screen = () => null;

beforeAll(() => {
  ENTRY_RETRY_DELAYS_MS.splice(0, 2, 1, 1);
  document.head.innerHTML =
    '<script id="remotes-config" type="application/json">{"remote_messaging":"http://localhost:4103/0.1.0-aaa/mf-manifest.json"}</script>';
});

it('registers the manifests the page carries, without fetching /remotes.json', async () => {
  load.mockResolvedValueOnce({ default: Screen });
  const fetchSpy = jest.spyOn(global, 'fetch');
  await loadRemoteComponent('remote_messaging/Infos');
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'remote_messaging', entry: 'http://localhost:4103/0.1.0-aaa/mf-manifest.json' },
  ]);
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("fetches a remote's entry again before giving up", async () => {
  const entry = new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources');
  load.mockRejectedValueOnce(entry).mockResolvedValueOnce({ default: Screen });
  await expect(loadRemoteComponent('remote_messaging/Chat')).resolves.toBe(Screen);

  load.mockReset().mockRejectedValue(entry);
  await expect(loadRemoteComponent('remote_messaging/Chat')).rejects.toBe(entry);
  expect(load).toHaveBeenCalledTimes(ENTRY_RETRY_DELAYS_MS.length + 1);
});

it('never retries a webpack chunk again: the script loader already did (one retry layer)', async () => {
  const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  load.mockReset().mockRejectedValue(chunk);
  await expect(loadRemoteComponent('remote_messaging/Chat')).rejects.toBe(chunk);
  expect(load).toHaveBeenCalledTimes(1);
});

it('reports a version mismatch at once', async () => {
  const mismatch = new Error(
    'shared singleton module @portal/shared/http does not satisfy the requirement',
  );
  load.mockReset().mockRejectedValue(mismatch);
  await expect(loadRemoteComponent('remote_messaging/Chat')).rejects.toBe(mismatch);
  expect(load).toHaveBeenCalledTimes(1);
});

it('lets the first mount take over a load started before rendering', async () => {
  load.mockReset().mockResolvedValue({ default: Screen });
  startLoadingRemote('remote_events/Routes');
  startLoadingRemote('remote_events/Routes');
  await expect(loadRemoteComponent('remote_events/Routes')).resolves.toBe(Screen);
  expect(load).toHaveBeenCalledTimes(1);
  // Taken over once: a later mount (after a failure, say) loads afresh.
  await loadRemoteComponent('remote_events/Routes');
  expect(load).toHaveBeenCalledTimes(2);
});

it('reports the failure of an early load to the mount that takes it over', async () => {
  const mismatch = new Error('Unsatisfied version 1.2.0 of shared singleton module react');
  load.mockReset().mockRejectedValue(mismatch);
  startLoadingRemote('remote_jobs/Routes');
  await new Promise((resolve) => setTimeout(resolve, 5));
  await expect(loadRemoteComponent('remote_jobs/Routes')).rejects.toBe(mismatch);
});

it('hands a module loaded ahead in idle time to its mount, once; a failed one is forgotten', async () => {
  load.mockReset().mockResolvedValue({ default: Screen });
  await warmRemote('remote_applicants/Routes');
  await warmRemote('remote_applicants/Routes');
  expect(load).toHaveBeenCalledTimes(1);
  expect(warmRemoteComponent('remote_applicants/Routes')).toBe(Screen);
  expect(warmRemoteComponent('remote_applicants/Routes')).toBeUndefined();

  const down = new Error('shared singleton module react does not satisfy the requirement');
  load.mockReset().mockRejectedValue(down);
  await expect(warmRemote('remote_settings/Routes')).rejects.toBe(down);
  expect(warmRemoteComponent('remote_settings/Routes')).toBeUndefined();
});
