import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const read = () => window.innerHeight;

/** The window's height in CSS pixels, following rotation and resizing. */
export function useWindowHeight(): number {
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Height of the K-line page's chart for a window `windowHeight` tall: what is left under the
 * title, price and duration bar (about 230 px), at most 560. A phone held sideways (360 px
 * or less) leaves too little for that, so the chart then takes the window but 100 px, and
 * one swipe brings it and its duration bar into view together.
 */
export function klineHeight(windowHeight: number): number {
  return Math.min(560, Math.max(windowHeight - 230, Math.min(320, windowHeight - 100), 160));
}
