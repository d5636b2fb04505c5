import { forgetSharedOf, parseRemotesConfig } from './remotes';

describe('parseRemotesConfig', () => {
  it('turns remotes.json into registrations of the known remotes', () => {
    expect(
      parseRemotesConfig({
        remote_auth: 'http://localhost:4101/mf-manifest.json',
        remote_events: 'https://cdn.example/events/mf-manifest.json',
        remote_unknown: 'http://elsewhere/mf-manifest.json',
        remote_jobs: '',
      }),
    ).toEqual([
      { name: 'remote_auth', entry: 'http://localhost:4101/mf-manifest.json' },
      { name: 'remote_events', entry: 'https://cdn.example/events/mf-manifest.json' },
    ]);
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseRemotesConfig(null)).toThrow();
    expect(() => parseRemotesConfig('remote_auth')).toThrow();
  });
});

describe('forgetSharedOf', () => {
  it("removes the copies a failed remote registered and nobody loaded, never another's", () => {
    const lib = () => ({});
    const scopes = {
      default: {
        '@portal/shared/query-client': {
          '1.9.0': { from: 'shell', loaded: true, lib },
          '2.0.0': { from: 'remote_messaging' },
        },
        react: { '19.2.0': { from: 'shell', lib }, '19.3.0': { from: 'remote_messaging', lib } },
        '@portal/shared/http': { '2.0.0': { from: 'remote_jobs' } },
      },
    };
    forgetSharedOf('remote_messaging', scopes);
    expect(Object.keys(scopes.default['@portal/shared/query-client'])).toEqual(['1.9.0']);
    // Loaded (some remote runs on it): stays.
    expect(Object.keys(scopes.default.react)).toEqual(['19.2.0', '19.3.0']);
    expect(Object.keys(scopes.default['@portal/shared/http'])).toEqual(['2.0.0']);
    forgetSharedOf(undefined, scopes);
    forgetSharedOf('remote_jobs', undefined);
  });
});
