/**
 * Quote queries ask even while the browser reports no network: the request then fails at
 * once and the screen shows its error with a retry, where a paused query (TanStack Query's
 * default `online` mode) would show "Loading…" until the connection comes back. Failed
 * queries still load again by themselves when the browser is back online.
 */
export const ASK_WHEN_OFFLINE = { networkMode: 'always' } as const;
