// Test helper: renders a page of this remote at a path (the window's path too, which the shared
// client reads the site id from) inside the theme, the query cache and a router; resetAfterTest
// leaves neither a fake api nor cached answers to the next test.
import type { ReactElement } from 'react';
import { FeedbackRoot } from '@portal/shared/ui/feedback-root';
import { queryClient } from '@portal/shared/query-client';
import { uninstallContractApi } from '@portal/shared/test/contract-api';
import { renderRouteAt } from '@portal/shared/test/render';
import { LocationProbe } from '@portal/shared/test/render';

export function renderAt(path: string, routePattern: string, element: ReactElement) {
  return renderRouteAt(
    path,
    routePattern,
    element,
    <>
      <LocationProbe />
      <FeedbackRoot />
    </>,
  );
}

export function resetAfterTest() {
  uninstallContractApi();
  queryClient.clear();
}
