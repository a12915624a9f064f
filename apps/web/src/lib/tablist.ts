import { useId, type KeyboardEvent } from 'react';

/**
 * Tab strips that follow the WAI-ARIA tabs pattern: one tab in the Tab order (the selected
 * one), the arrow keys move between tabs and select them at once (every tab here is cheap to
 * show), Home and End go to the first and last, and the arrows wrap at the ends. In a
 * right-to-left document the first tab is on the right, so the arrows are swapped.
 */

export type TabKey = string | number;

export interface TablistOptions<T extends TabKey> {
  /** The tabs in the order they are shown. */
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Tab `x` gets the id `${idPrefix}-${x}`; a unique prefix is made when none is given. */
  idPrefix?: string;
  /** Id of the element that shows the selected tab's content, when there is one. */
  panelId?: string;
}

export interface TabProps {
  id: string;
  role: 'tab';
  tabIndex: 0 | -1;
  'aria-selected': boolean;
  'aria-controls'?: string;
  onClick: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

export interface TabPanelProps {
  id: string;
  role: 'tabpanel';
  'aria-labelledby': string;
}

export interface Tablist<T extends TabKey> {
  /** Props for the button of `tab`. */
  tab: (tab: T) => TabProps;
  /** Props for the panel, when the options name one. */
  panel: TabPanelProps | undefined;
}

/**
 * Where a key moves from the tab at `index` of `count`: the index of the tab to select, or
 * null for a key the tab list leaves alone.
 */
export function tabAfterKey(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count <= 0) return null;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step !== 0) return (((index + (rtl ? -step : step)) % count) + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Whether the nearest `dir` attribute on `el` or its ancestors (the document's included) says right to left. */
export function isRightToLeft(el: Element): boolean {
  return el.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}

/** Props for a tab list's tabs and panel; `useTablist` is the same with a generated id prefix. */
export function tablist<T extends TabKey>({ tabs, selected, onSelect, idPrefix, panelId }: TablistOptions<T> & { idPrefix: string }): Tablist<T> {
  const tabId = (tab: T) => `${idPrefix}-${tab}`;
  // A selection outside the tabs would leave no tab reachable with the Tab key.
  const focusable = tabs.includes(selected) ? selected : tabs[0];

  const keyHandler = (from: T) => (e: KeyboardEvent<HTMLElement>) => {
    // Alt+arrow is the browser's back and forward; Ctrl and Meta belong to the system too.
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const next = tabAfterKey(e.key, tabs.indexOf(from), tabs.length, isRightToLeft(e.currentTarget));
    const tab = next === null ? undefined : tabs[next];
    if (tab === undefined) return;
    e.preventDefault();
    const strip = e.currentTarget.closest('[role="tablist"]');
    const target = Array.from(strip?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []).find((el) => el.id === tabId(tab));
    target?.focus();
    onSelect(tab);
  };

  return {
    tab: (tab) => ({
      id: tabId(tab),
      role: 'tab',
      tabIndex: tab === focusable ? 0 : -1,
      'aria-selected': tab === selected,
      ...(panelId ? { 'aria-controls': panelId } : {}),
      onClick: () => onSelect(tab),
      onKeyDown: keyHandler(tab),
    }),
    panel: panelId ? { id: panelId, role: 'tabpanel', 'aria-labelledby': tabId(selected) } : undefined,
  };
}

/** `tablist` for a component: tabs get ids unique in the page unless `idPrefix` is given. */
export function useTablist<T extends TabKey>(options: TablistOptions<T>): Tablist<T> {
  const generated = useId();
  return tablist({ ...options, idPrefix: options.idPrefix ?? generated });
}
