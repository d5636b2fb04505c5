import { matchPath } from 'react-router-dom';
import { mountOf, routes, within, type PortalRoute } from './routes';

const all: [string, PortalRoute][] = Object.entries(routes).flatMap(([section, table]) =>
  Object.entries(table).map(([name, route]): [string, PortalRoute] => [
    `${section}.${name}`,
    route,
  ]),
);

/** The names of a pattern's parameters, optional ones included. */
function paramNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.replace(/^:|\?$/g, ''));
}

describe('the route table', () => {
  it('spells each pattern once (whatever its parameters are called)', () => {
    const shapes = all.map(([, route]) => route.path.replace(/:[^/]+?(\?)?(?=\/|$)/g, ':$1'));
    const twice = shapes.filter((shape, i) => shapes.indexOf(shape) !== i);
    expect(twice).toEqual([]);
  });

  it.each(all)(
    '%s: its href matches its own pattern, with the parameters it was given',
    (_, route) => {
      // Ids as the screens pass them, plus what a builder takes beyond its pattern (a query).
      const params = {
        applicantId: 71,
        companyId: 72,
        ...Object.fromEntries(paramNames(route.path).map((name, i) => [name, 10 + i])),
      };
      const href = (route.href as (siteId: '25', p: object) => string)('25', params);
      const prefix = '/25/employment-agency/';
      expect(href.startsWith(prefix)).toBe(true);
      const subPath = href.slice(prefix.length - 1).split('?')[0];
      const match = matchPath({ path: `/${route.path}`, end: true }, subPath);
      expect(match?.params).toEqual(
        Object.fromEntries(
          paramNames(route.path).map((name) => [name, String(params[name as keyof typeof params])]),
        ),
      );
    },
  );

  it('leaves out an optional parameter that is not given', () => {
    expect(routes.auth.signup.href('mid')).toBe('/mid/employment-agency/signup');
    expect(routes.auth.signup.href('mid', { hashId: 'abc' })).toBe(
      '/mid/employment-agency/signup/abc',
    );
  });

  it('mounts a section at its prefix and gives its routes relative to it', () => {
    expect(mountOf(routes.applicants)).toBe('applicants/*');
    expect(mountOf(routes.jobs)).toBe('jobs/*');
    expect(within(routes.applicants, routes.applicants.candidate)).toBe(
      ':applicantId/jobs/:jobId/:candidateId',
    );
    expect(() => within(routes.jobs, routes.applicants.candidate)).toThrow();
    // Every section but auth, whose pages the shell mounts one by one.
    for (const [name, section] of Object.entries(routes)) {
      if (name !== 'auth') expect(() => mountOf(section)).not.toThrow();
    }
  });
});
