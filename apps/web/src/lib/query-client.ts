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

/**
 * For the customer's own state that another device (or the operator) may change: balances,
 * assets, the watch list. Asked again when the page becomes visible again (the customer comes
 * back to the tab or the app) once older than its `staleTime`, so a phone left open does not
 * show money that has already left.
 */
export const FRESH_ON_RETURN = { refetchOnWindowFocus: true } as const;
