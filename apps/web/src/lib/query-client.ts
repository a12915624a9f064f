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
      // A query asks even while the browser reports no network: the request then fails at once
      // and the screen shows its error with a retry, where a paused query (TanStack Query's
      // default `online` mode) would show "Loading…" until the connection came back. Failed
      // queries still load again by themselves when the browser is back online.
      networkMode: 'always',
    },
    // A change is sent when the customer asks, or fails then: never held while the browser is
    // offline and sent by itself once it is back (TanStack Query's default `online` mode), when
    // the customer may have given up, closed the form or left the page. Offline, the request
    // fails at once with "Interface exception" and the button is usable again; a second tap
    // carries the same idempotency key.
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * For the customer's own state that another device (or the operator) may change: balances,
 * assets, the watch list. Asked again when the page becomes visible again (the customer comes
 * back to the tab or the app) once older than its `staleTime`, so a phone left open does not
 * show money that has already left.
 */
export const FRESH_ON_RETURN = { refetchOnWindowFocus: true } as const;
