import { apiCalls } from './contract/calls';
import {
  FRAME_FIRST_READS,
  firstReadUrls,
  ROUTE_FIRST_READS,
  ROUTE_REMOTES,
  routeRemoteFor,
  tokyoMonthKey,
} from './route-remotes';

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

describe('firstReadUrls: the reads a deep link starts with its code', () => {
  /** The frame's reads, on every page inside it. */
  const frame = (site: string) => [
    `/${site}/employment-agency/api/support`,
    `/${site}/employment-agency/api/job-companies?permitMatchingStatus=MATCHED`,
    `/${site}/employment-agency/api/sidebar/badges`,
  ];

  it.each([
    [
      '/25/employment-agency/jobs/info/3',
      [
        ...frame('25'),
        '/25/employment-agency/api/jobs/3',
        '/25/employment-agency/api/jobs/3/candidates?sortField=name&sortOrder=asc',
        '/25/employment-agency/api/jobs?status=recruiting&sortField=jobName&sortOrder=asc',
        '/25/employment-agency/api/jobs/3/changes',
      ],
    ],
    [
      '/mid/employment-agency/jobs/info/3/new-candidate/12',
      [...frame('mid'), '/mid/employment-agency/api/jobs/3'],
    ],
    [
      '/25/employment-agency/jobs/info/3/referred-candidate/9',
      [...frame('25'), '/25/employment-agency/api/candidates/9'],
    ],
    [
      '/25/employment-agency/applicants/4/jobs/3/9',
      [
        ...frame('25'),
        '/25/employment-agency/api/candidates/9',
        '/25/employment-agency/api/applicants/4',
        '/25/employment-agency/api/applicants/4/candidates',
        '/25/employment-agency/api/candidates/9/event-history',
        '/25/employment-agency/api/settings/account',
        '/25/employment-agency/api/applicants?limit=50',
      ],
    ],
    [
      '/25/employment-agency/applicants',
      [...frame('25'), '/25/employment-agency/api/applicants?limit=50'],
    ],
    [
      '/25/employment-agency/chat/conversation/7',
      [
        ...frame('25'),
        '/25/employment-agency/api/introduction-chat-threads/7/introduction-chat-messages',
        '/25/employment-agency/api/introduction-chat-thread-groups',
      ],
    ],
    [
      '/25/employment-agency/events',
      [
        ...frame('25'),
        '/25/employment-agency/api/event-infos?eventHeldMonth=2026%2F11',
        '/25/employment-agency/api/calendar-feed',
      ],
    ],
    ['/27/employment-agency/settings/account', frame('27')],
    ['/25/employment-agency/jobs/info', frame('25')],
    ['/25/employment-agency/applicants/4/jobs/3/9/edit', frame('25')],
    ['/25/employment-agency/jobs/info/..%2Fsettings', frame('25')],
    ['/25/employment-agency/jobs/info/3x', frame('25')],
  ])('%s', (pathname, urls) => {
    expect(firstReadUrls(pathname, '', new Date('2026-11-23T12:00:00+09:00'))).toEqual(urls);
  });

  it('leaves out the lists a link filters by its own query (the page asks for those itself)', () => {
    expect(firstReadUrls('/25/employment-agency/events', '?companyId=3')).toEqual([
      ...frame('25'),
      '/25/employment-agency/api/calendar-feed',
    ]);
    expect(firstReadUrls('/25/employment-agency/applicants', '?keyword=山田')).toEqual(frame('25'));
    expect(firstReadUrls('/25/employment-agency/jobs/info/3', 'area=東京')).toEqual([
      ...frame('25'),
      '/25/employment-agency/api/jobs/3',
      '/25/employment-agency/api/jobs/3/candidates?sortField=name&sortOrder=asc',
      '/25/employment-agency/api/jobs/3/changes',
    ]);
  });

  it('leaves to the entry what the api page does not preload (the frame, the secondary reads)', () => {
    expect(
      firstReadUrls('/25/employment-agency/jobs/info/3', '', new Date(), { preloaded: true }),
    ).toEqual([
      '/25/employment-agency/api/jobs/3',
      '/25/employment-agency/api/jobs/3/candidates?sortField=name&sortOrder=asc',
      '/25/employment-agency/api/jobs?status=recruiting&sortField=jobName&sortOrder=asc',
    ]);
    expect(
      firstReadUrls('/25/employment-agency/settings/account', '', new Date(), { preloaded: true }),
    ).toEqual([]);
  });

  it("asks for the calendar's month in Tokyo, whatever the clock's zone", () => {
    expect(tokyoMonthKey(new Date('2026-11-30T14:59:59Z'))).toBe('2026/11');
    expect(tokyoMonthKey(new Date('2026-11-30T15:00:00Z'))).toBe('2026/12');
    expect(tokyoMonthKey(new Date('2026-12-31T15:00:00Z'))).toBe('2027/01');
  });

  it('starts none outside the frame (no session there, or no server), nor for an unknown site', () => {
    for (const pathname of [
      '/25/employment-agency/login',
      '/25/employment-agency/forgot-password',
      '/27/employment-agency/signup/inv-9c1f2e7a',
      '/25/employment-agency/preview/job',
      '/99/employment-agency/jobs/info/3',
      '/25/employment-agency/nowhere',
    ]) {
      expect(firstReadUrls(pathname)).toEqual([]);
    }
  });

  it('declares only GETs of the contract', () => {
    for (const read of [...FRAME_FIRST_READS, ...ROUTE_FIRST_READS.flatMap((r) => r.reads)]) {
      expect(Object.keys(apiCalls)).toContain(`GET ${read.call}`);
    }
  });
});
