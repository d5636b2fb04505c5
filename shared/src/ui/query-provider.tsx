// Wraps a remote's pages in the portal's one query cache. Each remote that keeps server state
// wraps its exposed routes in it (the shell does not, so the login page stays small); the client
// is the federation singleton, so every remote reads and invalidates the same cache.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@portal/shared/query-client';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
