import { Outlet, ScrollRestoration, useMatches, type Location } from 'react-router';
import { useSessionGeneration } from '@/lib/session';
import type { AppRoute } from '../routes';
import { Launch } from '../launch/launch';
import { TabBar } from './tab-bar';

export interface RouteHandle {
  route?: AppRoute;
}

/**
 * The frame around every page: launch work, the page, and the tab bar on tab pages. A page
 * opened anew starts at its top; one come back to (back, forward) where it was left
 * (`ScrollRestoration`). Changes of a page's own address that are not a new page (a sheet
 * opened, a chosen channel or search words written into it) keep the scroll position
 * (`preventScrollReset`).
 */
/**
 * Where a page's scroll position is kept. Entries the router made have their own key; those a
 * typed address made (a hash edited in the address bar) all share the key "default", so they
 * are told apart by their address instead, else one would open at another's position.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname + location.search : location.key);

export function AppLayout() {
  const matches = useMatches();
  const route = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.route;
  const tab = route?.tab;
  // Another customer's session taken from another tab starts the page again (see providers.tsx).
  const generation = useSessionGeneration();
  return (
    <div className={tab === undefined ? 'app' : 'app app--with-tabs'}>
      <ScrollRestoration getKey={scrollKey} />
      <Launch />
      <Outlet key={generation} />
      {tab !== undefined && <TabBar active={tab} />}
    </div>
  );
}
