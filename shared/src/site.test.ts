import {
  INVALID_SITE_ID_MESSAGE,
  InvalidSiteIdError,
  SITE_IDS,
  YEAR_OPTIONS,
  apiBase,
  csrfCookieName,
  isAuthPath,
  isMid,
  isPreviewPath,
  isSignupPath,
  isSiteId,
  loginPath,
  oldDesignUrl,
  parseSiteId,
  portalPath,
  portalPathParts,
  replaceSiteId,
  serviceTypeOf,
  siteIdFromPath,
  wording,
} from './site';

describe('site ids', () => {
  it.each(['23', '24', '25', '26', '27', '28', 'mid'])('accepts %s', (id) => {
    expect(isSiteId(id)).toBe(true);
    expect(parseSiteId(id)).toBe(id);
    expect(siteIdFromPath(`/${id}/employment-agency/infos`)).toBe(id);
  });

  it('lists exactly the seven ids', () => {
    expect(SITE_IDS).toEqual(['23', '24', '25', '26', '27', '28', 'mid']);
  });

  it.each(['22', '29', 'MID', '', ' 25', '2023', undefined, 25])(
    'rejects %p with the Japanese error',
    (id) => {
      expect(isSiteId(id)).toBe(false);
      expect(() => parseSiteId(id)).toThrow(InvalidSiteIdError);
      expect(() => parseSiteId(id)).toThrow('URL から有効な ID を取得できませんでした。');
    },
  );

  it('rejects a path whose first segment is not an id', () => {
    expect(() => siteIdFromPath('/22/employment-agency/infos')).toThrow(INVALID_SITE_ID_MESSAGE);
    expect(() => siteIdFromPath('/')).toThrow(INVALID_SITE_ID_MESSAGE);
    expect(() => siteIdFromPath('/employment-agency/25')).toThrow(INVALID_SITE_ID_MESSAGE);
  });

  it('tells the service line apart', () => {
    expect(isMid('mid')).toBe(true);
    expect(isMid('25')).toBe(false);
    expect(serviceTypeOf('mid')).toBe('mid_career');
    expect(serviceTypeOf('23')).toBe('new_graduate');
  });
});

describe('paths', () => {
  it('builds portal paths without a trailing slash for the root', () => {
    expect(portalPath('25')).toBe('/25/employment-agency');
    expect(portalPath('25', 'jobs/search')).toBe('/25/employment-agency/jobs/search');
    expect(portalPath('mid', '/infos')).toBe('/mid/employment-agency/infos');
  });

  it("splits a page's path into its site and the path below employment-agency", () => {
    expect(portalPathParts('/25/employment-agency/jobs/info/3')).toEqual({
      siteId: '25',
      subPath: 'jobs/info/3',
    });
    expect(portalPathParts('/mid/employment-agency/')).toBeNull();
    expect(portalPathParts('/25/elsewhere/jobs')).toBeNull();
  });

  it('builds the api base and login path of the service line', () => {
    expect(apiBase('26')).toBe('/26/employment-agency/api');
    expect(loginPath('mid')).toBe('/mid/employment-agency/login');
  });

  it('replaces only the first segment when the year changes', () => {
    expect(replaceSiteId('/25/employment-agency/applicants/3/jobs', '27')).toBe(
      '/27/employment-agency/applicants/3/jobs',
    );
    expect(replaceSiteId('/mid/employment-agency/infos/', '23')).toBe(
      '/23/employment-agency/infos',
    );
  });

  it('detects preview and sign-up pages', () => {
    expect(isPreviewPath('/25/employment-agency/preview/job')).toBe(true);
    expect(isPreviewPath('/25/employment-agency/jobs/search')).toBe(false);
    expect(isSignupPath('/25/employment-agency/signup')).toBe(true);
    expect(isSignupPath('/25/employment-agency/signup/abc123')).toBe(true);
    expect(isSignupPath('/25/employment-agency/infos')).toBe(false);
  });

  it('detects auth pages by their section', () => {
    expect(isAuthPath('/25/employment-agency/login')).toBe(true);
    expect(isAuthPath('/mid/employment-agency/reset-password')).toBe(true);
    expect(isAuthPath('/25/employment-agency/infos')).toBe(false);
  });

  it('offers the years 2023 to 2028', () => {
    expect(YEAR_OPTIONS.map((option) => option.label)).toEqual([
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
    ]);
    expect(YEAR_OPTIONS[0]).toEqual({ value: '23', label: '2023' });
  });

  it('points the old design at the service line', () => {
    expect(oldDesignUrl('mid')).toBe('/agent/mypage');
    expect(oldDesignUrl('24')).toBe('/24/introduction/mypage');
  });

  it('names the CSRF cookie per service line', () => {
    expect(csrfCookieName('mid')).toBe('XSRF-TOKEN-MID');
    expect(csrfCookieName('28')).toBe('XSRF-TOKEN');
  });
});

describe('wording', () => {
  // Each word for mid-career (interviews only) and for a new-graduate year (briefings too).
  it.each([
    ['eventsTitle', '面接動員', '説明会・面接動員'],
    ['person', '候補者', '学生'],
    ['offerAcceptedLabel', '採用決定', '内定承諾'],
    ['eventsTab', '面接', '説明会・面接'],
    ['noEventsText', '面接情報がありません', '説明会・面接情報がありません'],
  ] as const)('words %s as %s for mid-career and %s for new graduates', (key, mid, newGraduate) => {
    expect(wording('mid')[key]).toBe(mid);
    expect(wording('25')[key]).toBe(newGraduate);
  });

  it('speaks of interviews only to mid-career, of briefings and students to new graduates', () => {
    const mid = wording('mid');
    expect(mid.eventsNav).toBe('面接動員');
    expect(mid.bookingPrompt).toContain('面接');
    expect(mid.bookingPrompt).not.toContain('説明会');
    const newGraduate = wording('25');
    expect(newGraduate.bookingPrompt).toContain('説明会・面接');
    expect(newGraduate.directContactTooltip).toContain('学生');
  });
});
