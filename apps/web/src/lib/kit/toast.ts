/** Spec point 9: toasts stay 2000 ms and sit above everything (z-index 10090). */
export const TOAST_DURATION_MS = 2000;
const TOAST_Z_INDEX = 10090;

const loadToast = () => import('antd-mobile/es/components/toast');

/**
 * The UI kit's toast (and the animation library behind it) is not part of the JavaScript every
 * screen needs before it can show anything: it loads once the app is idle after its start
 * (`preloadToast`), or on first use if that comes sooner. Loading it early matters: the first
 * toast may be the one that says the network is gone, when nothing can be loaded any more.
 */
export function preloadToast(): void {
  announcer();
  const load = () => void loadToast().catch(() => {});
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}

let liveRegion: HTMLElement | null = null;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The kit's toast is not in the accessibility tree's live regions, so a screen reader would
 * never say it: every toast's text is also put into one hidden `role="status"` region, made
 * when the app starts (a region added with its text is not reliably read). The text is
 * emptied and written again a moment later, so that the same message twice is read twice, and
 * removed when the toast goes, so that it is not found later among the page's texts.
 */
function announcer(): HTMLElement | null {
  if (typeof document === 'undefined' || !document.body) return null;
  if (!liveRegion?.isConnected) {
    liveRegion = document.createElement('div');
    liveRegion.setAttribute('role', 'status');
    liveRegion.setAttribute('aria-atomic', 'true');
    liveRegion.className = 'visually-hidden';
    liveRegion.dataset.testid = 'toast-announcer';
    document.body.append(liveRegion);
  }
  return liveRegion;
}

/** Says `message` to screen readers only (the toasts' live region), for a change shown in place. */
export function announce(message: string): void {
  const region = announcer();
  if (!region) return;
  region.textContent = '';
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    region.textContent = message;
    clearTimer = setTimeout(() => {
      region.textContent = '';
    }, TOAST_DURATION_MS + 1000);
  }, 100);
}

export function showToast(message: string, icon?: 'success' | 'fail'): void {
  announce(message);
  void loadToast().then(({ default: Toast }) => {
    Toast.show({
      content: message,
      icon,
      duration: TOAST_DURATION_MS,
      maskStyle: { '--z-index': String(TOAST_Z_INDEX) },
    });
  });
}
