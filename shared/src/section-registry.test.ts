import { DASHBOARD_SECTION } from './test/dashboard-section';
import { parseSection, registryRouteFor, sectionsOf } from './section-registry';

describe('the section registry', () => {
  it("reads a remote's section.json", () => {
    expect(parseSection('remote_dashboard', DASHBOARD_SECTION)).toEqual({
      remote: 'remote_dashboard',
      ...DASHBOARD_SECTION,
    });
  });

  it("refuses what could hijack or break the shell: another remote's module, a bad pattern, an outside link, a script in an icon", () => {
    expect(
      parseSection('remote_dashboard', {
        routes: [
          { path: 'login', module: 'remote_auth/Login', title: 'x' },
          { path: '../x', module: 'remote_dashboard/Routes', title: 'x' },
          { path: 'a b', module: 'remote_dashboard/Routes', title: 'x' },
        ],
        sidebar: [
          { to: 'https://evil.example', section: 'https:', label: 'x' },
          { to: 'reports', section: 'other', label: 'x' },
        ],
      }),
    ).toBeNull();
    const entry = parseSection('remote_dashboard', {
      sidebar: [{ to: 'd', section: 'd', label: 'D', icon: ['M1 1', 'javascript:alert(1)'] }],
    });
    expect(entry?.sidebar[0]).toEqual({
      to: 'd',
      section: 'd',
      label: 'D',
      order: 100,
      icon: ['M1 1'],
    });
    expect(parseSection('not_a_remote', DASHBOARD_SECTION)).toBeNull();
    expect(parseSection('remote_dashboard', null)).toBeNull();
  });

  it('lists only the sections of remotes the registry names', () => {
    const listed = {
      remote_dashboard: 'http://x/mf-manifest.json',
      sections: [{ remote: 'remote_dashboard', ...DASHBOARD_SECTION }],
    };
    expect(sectionsOf(listed)).toHaveLength(1);
    expect(sectionsOf({ sections: listed.sections })).toEqual([]);
    expect(sectionsOf({ ...listed, sections: 'x' })).toEqual([]);
    expect(sectionsOf(null)).toEqual([]);
  });

  it('finds the route of a path', () => {
    const sections = sectionsOf({
      remote_dashboard: 'http://x/mf-manifest.json',
      sections: [{ remote: 'remote_dashboard', ...DASHBOARD_SECTION }],
    });
    expect(registryRouteFor(sections, 'dashboard/tasks?x=1')?.module).toBe(
      'remote_dashboard/Routes',
    );
    expect(registryRouteFor(sections, 'dashboard')?.module).toBe('remote_dashboard/Routes');
    expect(registryRouteFor(sections, 'jobs')).toBeUndefined();
  });
});
