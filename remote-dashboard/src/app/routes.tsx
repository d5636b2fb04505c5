// The dashboard's routes, relative to the shell's `dashboard/*` (a section the shell learns from
// the registry: remote-dashboard/section.json): やること, 回答待ち, 実績; the section's root and an
// unknown sub-path go to やること. Wrapped in the portal's one query cache.
// Weight: each page is its own chunk; 実績 alone loads the chart library.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@portal/shared/paths';
import { routes, within } from '@portal/shared/routes';
import { lazyPage } from '@portal/shared/ui/lazy-page';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../messages';
import { DashboardLayout } from './dashboard-layout';
import { TasksPage } from '../features/tasks/components/tasks-page';

const { dashboard } = routes;
const WaitingPage = lazyPage([dashboard.waiting], () =>
  import(
    /* webpackChunkName: "page.dashboard.waiting" */ '../features/waiting/components/waiting-page'
  ).then((m) => m.WaitingPage),
);
const FunnelPage = lazyPage([dashboard.funnel], () =>
  import(
    /* webpackChunkName: "page.dashboard.funnel" */ '../features/funnel/components/funnel-page'
  ).then((m) => m.FunnelPage),
);

export default function DashboardRoutes() {
  const siteId = useSiteId();
  const home = <Navigate to={paths.dashboard.tasks(siteId)} replace />;
  return (
    <QueryProvider>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route path={within(dashboard, dashboard.tasks)} element={<TasksPage />} />
          <Route
            path={within(dashboard, dashboard.waiting)}
            element={
              <Suspense fallback={<LoadingText>{messages.waitingLoading}</LoadingText>}>
                <WaitingPage />
              </Suspense>
            }
          />
          <Route
            path={within(dashboard, dashboard.funnel)}
            element={
              <Suspense fallback={<LoadingText>{messages.funnelLoading}</LoadingText>}>
                <FunnelPage />
              </Suspense>
            }
          />
        </Route>
        <Route index element={home} />
        <Route path="*" element={home} />
      </Routes>
    </QueryProvider>
  );
}
