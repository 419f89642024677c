import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use, useEffect, useState, type ReactNode } from 'react';
import { onForgetServerState } from './server-state';
import { createQueryClient } from './query-client';

/**
 * Server state (TanStack Query) for the part of the app that calls the API through queries: the logged-in app and
 * the public screens whose forms call the API through a mutation or a query (all but the login). It is not in the
 * entry, so the login page does not download it (app/router/public-pages.test.tsx renders each public page without
 * it). A client given from above (a test's) is used as it is. The session's end clears it (lib/server-state.ts).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext);
  const [client] = useState(() => outer ?? createQueryClient());
  useEffect(() => onForgetServerState(() => client.clear()), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
