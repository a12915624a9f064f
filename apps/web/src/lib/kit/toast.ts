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
  const load = () => void loadToast().catch(() => {});
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}

export function showToast(message: string, icon?: 'success' | 'fail'): void {
  void loadToast().then(({ default: Toast }) => {
    Toast.show({
      content: message,
      icon,
      duration: TOAST_DURATION_MS,
      maskStyle: { '--z-index': String(TOAST_Z_INDEX) },
    });
  });
}
