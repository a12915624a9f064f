/** Spec point 9: toasts stay 2000 ms and sit above everything (z-index 10090). */
export const TOAST_DURATION_MS = 2000;
const TOAST_Z_INDEX = 10090;

/**
 * The UI kit's toast (and the animation library behind it) loads on first use, so it is not
 * part of the JavaScript every screen needs before it can show anything.
 */
export function showToast(message: string, icon?: 'success' | 'fail'): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show({
      content: message,
      icon,
      duration: TOAST_DURATION_MS,
      maskStyle: { '--z-index': String(TOAST_Z_INDEX) },
    });
  });
}
