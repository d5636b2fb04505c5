// The settings routes, relative to the shell's `settings/*`; an unknown sub-path returns to the top.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { routes, within } from '@portal/shared/routes';
import { useSiteId } from '@portal/shared/use-site-id';
import { lazyPage } from '@portal/shared/ui/lazy-page';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { messages } from '../messages';
import { SettingsPage } from './settings-page';

// The API連携 pages are their own chunks: the settings page's first load does not carry them.
const WebhooksPage = lazyPage([routes.settings.webhooks], () =>
  import(
    /* webpackChunkName: "page.settings.webhooks" */ '../features/webhooks/components/webhooks-page'
  ).then((m) => m.WebhooksPage),
);
const ApiTokensPage = lazyPage([routes.settings.apiTokens], () =>
  import(
    /* webpackChunkName: "page.settings.apiTokens" */ '../features/api-tokens/components/api-tokens-page'
  ).then((m) => m.ApiTokensPage),
);

export default function SettingsRoutes() {
  const siteId = useSiteId();
  return (
    <QueryProvider>
      <Suspense fallback={<LoadingText>{messages.pageLoading}</LoadingText>}>
        <Routes>
          <Route index element={<SettingsPage />} />
          <Route
            path={within(routes.settings, routes.settings.webhooks)}
            element={<WebhooksPage />}
          />
          <Route
            path={within(routes.settings, routes.settings.apiTokens)}
            element={<ApiTokensPage />}
          />
          <Route path="*" element={<Navigate to={portalPath(siteId, 'settings')} replace />} />
        </Routes>
      </Suspense>
    </QueryProvider>
  );
}
