// Test helper: renders the dashboard's routes at a path (the window's path too, which the shared
// client reads the site id from) inside the theme, the query cache, a router and the toaster, as
// the shell mounts them at dashboard/*; a probe shows where a link or navigation went.
import { queryClient } from '@portal/shared/query-client';
import { mountOf, portalPattern, routes } from '@portal/shared/routes';
import { uninstallContractApi } from '@portal/shared/test/contract-api';
import { FeedbackRoot } from '@portal/shared/ui/feedback-root';
import DashboardRoutes from '../app/routes';
import { LocationProbe, renderRouteAt } from '@portal/shared/test/render';

export function renderDashboard(path: string) {
  const beside = (
    <>
      <LocationProbe withSearch />
      <FeedbackRoot />
    </>
  );
  return renderRouteAt(path, portalPattern(mountOf(routes.dashboard)), <DashboardRoutes />, beside);
}

export function resetAfterTest() {
  uninstallContractApi();
  queryClient.clear();
  localStorage.clear();
}
