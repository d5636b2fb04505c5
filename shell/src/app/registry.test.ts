// The registry the api inlines in the page: the remote of a section the shell was not built with
// starts loading before React renders (its route from the registry), registration adds the new
// remote, and the sections are kept for the route table and the sidebar.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registrySections } from './registry';
import { registerRemotesFromConfig } from './remotes';
import { routePage } from './route-modules';
import { REGISTRY_WITH_SECTION } from '../test/registry-fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

beforeAll(() => {
  document.head.innerHTML = `<script id="remotes-config" type="application/json">${JSON.stringify(
    REGISTRY_WITH_SECTION,
  )}</script>`;
});

it("knows a registry section's module before rendering, then registers it and keeps the section", async () => {
  expect(routePage('/25/employment-agency/reports/summary')).toEqual({
    module: 'remote_reports/Routes',
    inFrame: true,
  });
  expect(routePage('/25/employment-agency/infos')?.module).toBe('remote_messaging/Infos');
  expect(routePage('/25/employment-agency/elsewhere')).toBeNull();
  const fetchSpy = jest.spyOn(global, 'fetch');
  await registerRemotesFromConfig();
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'remote_auth', entry: 'http://localhost:4101/mf-manifest.json' },
    { name: 'remote_reports', entry: 'http://localhost:4109/mf-manifest.json' },
  ]);
  expect(registrySections()).toEqual(REGISTRY_WITH_SECTION.sections);
});
