/**
 * When the first page of the visit has been drawn (its code and its texts arrived): work that
 * can wait (preloading the line chooser) waits for it, so that it does not compete with the
 * first screen on a slow line.
 */
let shown: () => void = () => {};
export const firstPageShown: Promise<void> = new Promise((resolve) => {
  shown = resolve;
});

/** Called by every page once drawn; only the first call counts. */
export function markPageShown(): void {
  shown();
}
