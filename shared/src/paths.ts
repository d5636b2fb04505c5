// The portal's routes with parameters, built one way: `paths.applicants.candidate(siteId, { … })`.
// A screen that links into another section (or another remote) names the route here instead of
// writing its URL by hand, so a route that moves changes in one place. Each builder is the href of
// the route's pattern in the one route table (@portal/shared/routes). Section roots without
// parameters stay `portalPath(siteId, 'infos')`.
import { routes, type Routes } from './routes';

type Hrefs = {
  [S in keyof Routes]: {
    [R in keyof Routes[S]]: Routes[S][R] extends { href: infer H } ? H : never;
  };
};

export const paths = Object.fromEntries(
  Object.entries(routes).map(([section, table]) => [
    section,
    Object.fromEntries(Object.entries(table).map(([name, route]) => [name, route.href])),
  ]),
) as Hrefs;
