import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec point 4: a page that has not loaded after 60 s shows the error placeholder. */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

/** A page module failed to load (`chunk`) or took longer than the timeout (`timeout`). */
export class PageLoadError extends Error {
  constructor(
    readonly kind: 'chunk' | 'timeout',
    override readonly cause?: unknown,
  ) {
    super(kind === 'chunk' ? 'Loading chunk failed' : 'Page load timed out');
    this.name = 'PageLoadError';
  }
}

let failedLoads = 0;

/**
 * Whether a page's code failed to load in this visit. The browser keeps a failed module load
 * (and so does React's lazy page), so after the server is back only a reload loads it.
 */
export function pageLoadFailed(): boolean {
  return failedLoads > 0;
}

export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = PAGE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError('timeout')), timeoutMs);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        failedLoads++;
        reject(new PageLoadError('chunk', e));
      },
    );
  });
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per route path, so revisiting a page does not reload it. */
export function lazyPage(key: string, load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  let page = cache.get(key);
  if (!page) {
    page = lazy(() => withLoadTimeout(load));
    cache.set(key, page);
  }
  return page;
}
