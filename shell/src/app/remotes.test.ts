import { forgetSharedOf, parseRemotesConfig, preferShellSingleton } from './remotes';

describe('parseRemotesConfig', () => {
  it('turns remotes.json into registrations of every remote it names, a new one included', () => {
    expect(
      parseRemotesConfig({
        remote_auth: 'http://localhost:4101/mf-manifest.json',
        remote_events: 'https://cdn.example/events/mf-manifest.json',
        // A remote the shell was not built with (a section of the registry).
        remote_dashboard: 'http://elsewhere/mf-manifest.json',
        remote_jobs: '',
        sections: [],
        'not-a-remote': 'http://elsewhere/mf-manifest.json',
      }),
    ).toEqual([
      { name: 'remote_auth', entry: 'http://localhost:4101/mf-manifest.json' },
      { name: 'remote_events', entry: 'https://cdn.example/events/mf-manifest.json' },
      { name: 'remote_dashboard', entry: 'http://elsewhere/mf-manifest.json' },
    ]);
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseRemotesConfig(null)).toThrow();
    expect(() => parseRemotesConfig([])).toThrow();
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

describe('preferShellSingleton', () => {
  const shellCopy = { from: 'shell' };
  const remoteCopy = { from: 'remote_messaging', loading: true };
  const scopes = () => ({
    default: { '@portal/shared/query-client': { '5.1.0': shellCopy, '6.0.0': remoteCopy } },
  });
  const ask = (from: string, requiredVersion: string, singleton = true) => {
    const defaultResolver = () => ({ shared: remoteCopy, useTreesShaking: false });
    return preferShellSingleton({
      shareScopeMap: scopes(),
      scope: 'default',
      pkgName: '@portal/shared/query-client',
      version: '6.0.0',
      shareInfo: { from, shareConfig: { singleton, requiredVersion } },
      resolver: defaultResolver,
    });
  };

  it('gives the shell its own copy although a remote registered a newer major first', () => {
    expect(ask('shell', '^5.0.0').resolver()).toEqual({
      shared: shellCopy,
      useTreesShaking: false,
    });
  });

  it('gives a remote the shell’s copy when it satisfies it (one instance on the page)', () => {
    expect(ask('remote_jobs', '^5.1.0').resolver()).toEqual({
      shared: shellCopy,
      useTreesShaking: false,
    });
  });

  it('fails a remote the shell’s copy does not satisfy, with the reason its fallback shows', () => {
    expect(() => ask('remote_messaging', '^6.0.0').resolver()).toThrow(
      'Version 5.1.0 from shell of shared singleton module @portal/shared/query-client does not satisfy the requirement of remote_messaging which needs ^6.0.0',
    );
  });

  it('leaves modules that are not singletons, or that the shell does not provide, to the runtime', () => {
    expect(ask('remote_jobs', '^6.0.0', false).resolver()).toEqual({
      shared: remoteCopy,
      useTreesShaking: false,
    });
    const args = {
      shareScopeMap: { default: { other: { '1.0.0': remoteCopy } } },
      scope: 'default',
      pkgName: 'other',
      version: '1.0.0',
      shareInfo: { from: 'shell', shareConfig: { singleton: true, requiredVersion: '^1.0.0' } },
      resolver: () => 'default',
    };
    expect(preferShellSingleton(args)).toBe(args);
  });
});
