/**
 * Navigation for code outside React components (request layer, launch). The router
 * registers itself here (`src/app/router.tsx`); before that, the hash is set directly.
 * Paths are route paths without the leading `#/`, e.g. `pages/user/login`.
 */
type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => void;

let navigate: Navigate = (to, opts) => {
  if (typeof window === 'undefined') return;
  const url = `#/${to.replace(/^\/+/, '')}`;
  if (opts?.replace) window.location.replace(url);
  else window.location.hash = url;
};

export function registerNavigator(fn: Navigate): void {
  navigate = fn;
}

export function goTo(to: string, opts?: { replace?: boolean; state?: unknown }): void {
  navigate(to, opts);
}

/** The current route path (without `#/` and query), e.g. `pages/tabs/home/home-f`. */
export function currentRoutePath(): string {
  if (typeof window === 'undefined') return '';
  return window.location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';
}

/** The current route with its query, used as the place to come back to. */
export function currentRoute(): string {
  if (typeof window === 'undefined') return '';
  return window.location.hash.replace(/^#\/?/, '');
}

/** Whether the router has an earlier entry of this app to go back to. */
export function canGoBack(): boolean {
  if (typeof window === 'undefined') return false;
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Router state of a page opened as a detour from the current one (a form that adds an address
 * for the withdrawal being filled in): where it came from, so that once done it can go back
 * to that entry instead of adding a second copy of it to the history.
 */
export interface DetourState {
  from: string;
}

export function detourState(): DetourState {
  return { from: currentRoute() };
}

export const LOGIN_PATH = 'pages/user/login';
export const HOME_PATH = 'pages/tabs/home/home-f';
export const NETWORK_ERROR_PATH = 'pages/networdError/networdError';
export const LINE_PATH = 'pages/language/line';

/**
 * Both the network-error page and the line chooser take one route parameter, `redirect`:
 * the route (path and query) to return to once the server answers again.
 */
export function withRedirect(path: string, redirect: string): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** Sends the user to the network-error page, or to the line chooser when other lines exist. */
export function goToConnectionTrouble(hasOtherLines: boolean): void {
  const here = currentRoute();
  // Already there: keep the page and its `redirect`.
  if (here.startsWith(NETWORK_ERROR_PATH) || here.startsWith(LINE_PATH)) return;
  goTo(withRedirect(hasOtherLines ? LINE_PATH : NETWORK_ERROR_PATH, here), { replace: true });
}

/**
 * The login page's router state when the app sends a customer there (a page that needs a
 * session, or a session that ended): the route to go back to once signed in. It lives in the
 * history entry, never in the address, so a login page opened directly leads home.
 */
export function toLoginState(from: string): { from: string } | undefined {
  return returnRoute({ from }) ? { from } : undefined;
}

/** The route to go back to from the login page's state, or null (then home). */
export function returnRoute(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !/^[A-Za-z0-9][\w/-]*(\?[^#]*)?$/.test(from)) return null;
  const path = from.split('?')[0];
  return path === LOGIN_PATH || path === HOME_PATH || path === 'pages/user/register' || path === 'pages/user/forgetPassword' ? null : from;
}
