import { RETURN_TO_PARAM, loginPathReturningTo, safeReturnPath } from './http-return-to';

describe('safeReturnPath', () => {
  it.each([
    ['/25/employment-agency/settings', '/25/employment-agency/settings'],
    [
      '/25/employment-agency/chat/conversation/7?tab=1#last',
      '/25/employment-agency/chat/conversation/7?tab=1#last',
    ],
    ['/25/employment-agency/jobs/./search', '/25/employment-agency/jobs/search'],
  ])('accepts the same-site page %s', (raw, expected) => {
    expect(safeReturnPath(raw, '25')).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/25/employment-agency/infos'],
    ['a protocol-relative URL', '//evil.example/25/employment-agency/infos'],
    ['a backslash host', '/\\evil.example/25/employment-agency/infos'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', '25/employment-agency/infos'],
    ['another service line', '/mid/employment-agency/infos'],
    ['another year', '/26/employment-agency/infos'],
    ['a path outside the portal', '/25/introduction/mypage'],
    ['the bare prefix', '/25/employment-agency'],
    ['dot segments leaving the portal', '/25/employment-agency/../../admin'],
    ['encoded dot segments', '/25/employment-agency/%2e%2e/%2e%2e/admin'],
    ['a tab inside the host part', '/\t/evil.example/'],
    ['a newline', '/25/employment-agency/infos\nSet-Cookie: x'],
    ['the login page itself', '/25/employment-agency/login?returnTo=/25/employment-agency/infos'],
    ['a sign-up page', '/25/employment-agency/signup/abc'],
    ['an empty string', ''],
    ['a very long path', `/25/employment-agency/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, raw) => {
    expect(safeReturnPath(raw, '25')).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(null, '25')).toBeNull();
    expect(safeReturnPath(undefined, '25')).toBeNull();
  });
});

describe('loginPathReturningTo', () => {
  it('carries a safe page in the query', () => {
    const path = loginPathReturningTo('27', '/27/employment-agency/settings');
    expect(path).toBe(
      `/27/employment-agency/login?${RETURN_TO_PARAM}=%2F27%2Femployment-agency%2Fsettings`,
    );
  });

  it('leaves an unsafe page out', () => {
    expect(loginPathReturningTo('27', '//evil.example/x')).toBe('/27/employment-agency/login');
  });
});
