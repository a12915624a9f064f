import { Outlet, useMatches } from 'react-router';
import type { AppRoute } from '../routes';
import { Launch } from '../launch/launch';
import { TabBar } from './tab-bar';

export interface RouteHandle {
  route?: AppRoute;
}

/** The frame around every page: launch work, the page, and the tab bar on tab pages. */
export function AppLayout() {
  const matches = useMatches();
  const route = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.route;
  const tab = route?.tab;
  return (
    <div className={tab === undefined ? 'app' : 'app app--with-tabs'}>
      <Launch />
      <Outlet />
      {tab !== undefined && <TabBar active={tab} />}
    </div>
  );
}
