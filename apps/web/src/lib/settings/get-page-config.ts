import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiGet, isTransportFailure, lineStore, rowsOf } from '@/lib/api';
import { goToConnectionTrouble } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';
import { isSwitchOn, switchSetQueryOptions } from './get-switch-set';
import { settingsKeys } from './query-keys';

/** One module of a page's layout (`/api/appConfig/list`). */
export interface PageModule {
  module: string;
  desc?: string;
  isVisible: boolean | number | string;
  sort?: number;
  /** The switch that hides this module while it is on (the module name when absent). */
  switchName?: string | null;
}

const visibleFlag = (v: PageModule['isVisible']) => v === true || Number(v) === 1;

/**
 * A page's layout: the server's rows, minus modules whose switch is on. The switch set is
 * fetched first when it is not loaded yet. The result is stored per page so the next visit
 * shows the last layout at once.
 */
export async function getPageConfig(pagePath: string): Promise<PageModule[]> {
  const switches = await queryClient.ensureQueryData(switchSetQueryOptions());
  const { rows } = rowsOf<PageModule>(await apiGet('/api/appConfig/list', { params: { pagePath } }));
  const layout = rows
    .map((r) => ({ ...r, isVisible: visibleFlag(r.isVisible) && !isSwitchOn(switches.find((s) => s.switchName === (r.switchName ?? r.module))) }))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  writeStored(STORAGE_KEYS.pageConfig(pagePath), layout);
  return layout;
}

export const pageConfigQueryOptions = (pagePath: string) =>
  queryOptions({
    queryKey: settingsKeys.pageConfig(pagePath),
    queryFn: () => getPageConfig(pagePath),
    staleTime: 60_000,
    placeholderData: () => readStored<PageModule[] | undefined>(STORAGE_KEYS.pageConfig(pagePath), undefined),
  });

export interface PageLayout {
  /** The page's modules to show, in order: configured ones by `sort`, unlisted ones after, in their default order. */
  modules: string[];
  isVisible: (module: string) => boolean;
}

/**
 * The layout of `pagePath` for modules the page knows (`defaults`, in default order).
 * A module the server does not list is shown. A transport failure sends the user to the
 * network-error page (or the line chooser when other lines exist).
 */
export function usePageConfig(pagePath: string, defaults: readonly string[]): PageLayout {
  const { data, error, isFetching } = useQuery(pageConfigQueryOptions(pagePath));
  // Only a failure that is the last word: a query that failed before (offline) keeps its error
  // while it asks again (back from the network-error page's Retry), and that earlier failure
  // must not send the customer straight back there.
  useEffect(() => {
    if (!isFetching && isTransportFailure(error)) goToConnectionTrouble(lineStore.getState().lines.length > 1);
  }, [error, isFetching]);
  return useMemo(() => {
    const modules = layoutModules(data ?? [], defaults);
    return { modules, isVisible: (m: string) => modules.includes(m) };
  }, [data, defaults]);
}

/**
 * The modules to show, in order: those the layout lists as visible (in its order, already
 * sorted by `sort`), then the page's other known modules the layout does not mention, in
 * their default order. Modules the layout hides are left out; unknown ones are ignored.
 */
export function layoutModules(layout: readonly PageModule[], defaults: readonly string[]): string[] {
  const hidden = new Set(layout.filter((r) => !visibleFlag(r.isVisible)).map((r) => r.module));
  const configured = layout.filter((r) => visibleFlag(r.isVisible) && defaults.includes(r.module)).map((r) => r.module);
  const rest = defaults.filter((m) => !hidden.has(m) && !configured.includes(m));
  return [...new Set([...configured, ...rest])];
}
