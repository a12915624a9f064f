import { QueryClient } from '@tanstack/react-query';

/**
 * Server state lives only in TanStack Query. The request layer already tells the user about
 * failures (toasts), so queries do not retry on their own: a retry would repeat the toast.
 * Screens offer retry where it makes sense (pull-down refresh is disabled by the spec).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
