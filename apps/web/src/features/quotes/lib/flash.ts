/** Shortest time between two flashes of the same price in a row. */
export const FLASH_GAP_MS = 1000;
/** How long a row's flash tint stays on. */
export const FLASH_MS = 400;

/** A row's flash: the tint's direction (0: none) and when it came on (ms). */
export interface RowFlash {
  dir: -1 | 0 | 1;
  at: number;
}

/**
 * The flash after a price move of `move` at `now`, or null when the current one stays (the
 * caller then keeps its timer). A move against the tint on screen switches it at once, so the
 * tint never says "up" while the price goes down; otherwise a row flashes at most once per
 * `FLASH_GAP_MS`, so a busy row does not blink all the time.
 */
export function nextRowFlash(current: RowFlash, move: -1 | 1, now: number): RowFlash | null {
  if (current.dir !== 0 && current.dir !== move) return { dir: move, at: now };
  if (current.dir === 0 && now - current.at >= FLASH_GAP_MS) return { dir: move, at: now };
  return null;
}
