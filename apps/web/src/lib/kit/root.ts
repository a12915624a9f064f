import { createRoot, type Root } from 'react-dom/client';

/**
 * Events React listens for at every root although the app handles none of them: `wheel` and
 * `touchmove` fire for every step of a scroll. A listener for them anywhere on the page, even a
 * passive one, makes the browser hand each wheel step and touch move of a scroll to the page's
 * main thread, where React looks for an `onWheel` / `onTouchMove` handler and finds none. Without
 * the listeners the compositor scrolls alone. The lint configuration forbids those props, so
 * nothing can come to rely on them.
 */
const IGNORED_ROOT_EVENTS: ReadonlySet<string> = new Set(['wheel', 'touchmove']);

/**
 * Makes `target` skip listeners for `IGNORED_ROOT_EVENTS`; every other listener is added as
 * usual. Applied to a root's container before React registers its listeners on it.
 */
export function skipScrollStepListeners(target: EventTarget): void {
  const add = target.addEventListener.bind(target);
  Object.defineProperty(target, 'addEventListener', {
    configurable: true,
    value: (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (!IGNORED_ROOT_EVENTS.has(type)) add(type, listener, options);
    },
  });
}

/** A React root on `container` without React's scroll-step listeners (see above). */
export function createAppRoot(container: Element | DocumentFragment): Root {
  skipScrollStepListeners(container);
  return createRoot(container);
}
