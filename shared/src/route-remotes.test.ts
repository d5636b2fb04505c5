import { ROUTE_REMOTES, routeRemoteFor } from './route-remotes';

describe('routeRemoteFor', () => {
  it.each([
    ['login', 'remote_auth/Login'],
    ['signup', 'remote_auth/Signup'],
    ['signup/abc123', 'remote_auth/Signup'],
    ['chat/conversation/3', 'remote_messaging/Chat'],
    ['jobs/search?page=2', 'remote_jobs/Routes'],
    ['jobs/info/3', 'remote_jobs/Routes'],
    ['jobs/info/3/referred-candidate/9', 'remote_applicants/CandidateDetail'],
    ['jobs/info/3/new-candidate/12', 'remote_applicants/CandidateDetail'],
    ['jobs/info/3/new-candidate', 'remote_jobs/Routes'],
    ['preview/job', 'remote_jobs/Preview'],
    ['applicants/edit/4', 'remote_applicants/Routes'],
    ['events', 'remote_events/Routes'],
  ])('%s → %s', (path, module) => {
    expect(routeRemoteFor(path)?.module).toBe(module);
  });

  it('knows no remote for an unknown section or a path below one that takes none', () => {
    expect(routeRemoteFor('nowhere')).toBeUndefined();
    expect(routeRemoteFor('login/extra')).toBeUndefined();
    expect(routeRemoteFor('signup/a/b')).toBeUndefined();
  });

  it('lists each pattern once', () => {
    const paths = ROUTE_REMOTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
