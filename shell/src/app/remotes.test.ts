import { parseRemotesConfig } from './remotes';

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
