import { pageFor } from './shell-static';

const manifests = {
  remote_jobs: 'http://portal.test:4104/mf-manifest.json',
  remote_applicants: 'http://portal.test:4105/mf-manifest.json',
};
const preloaded = (pathname: string) =>
  /<link rel="preload" href="([^"]+)" as="fetch"/.exec(
    pageFor('<html><head></head></html>', pathname, manifests),
  )?.[1];

describe('pageFor preloads the manifest of the remote the route mounts (the shared route map)', () => {
  it.each([
    ['/25/employment-agency/jobs/info/3', manifests.remote_jobs],
    ['/25/employment-agency/jobs/info/3/referred-candidate/9', manifests.remote_applicants],
    ['/25/employment-agency/jobs/info/3/new-candidate/12', manifests.remote_applicants],
    ['/25/employment-agency/applicants', manifests.remote_applicants],
  ])('%s → %s', (pathname, manifest) => {
    expect(preloaded(pathname)).toBe(manifest);
  });

  it('preloads nothing for a route no remote serves', () => {
    expect(preloaded('/25/employment-agency/nowhere')).toBeUndefined();
  });
});
