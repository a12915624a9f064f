import { describe, expect, it } from 'vitest';
import { FLASH_GAP_MS, nextRowFlash } from './flash';

describe('nextRowFlash', () => {
  const none = { dir: 0 as const, at: -FLASH_GAP_MS };

  it('flashes the direction of a move', () => {
    expect(nextRowFlash(none, 1, 0)).toEqual({ dir: 1, at: 0 });
    expect(nextRowFlash(none, -1, 0)).toEqual({ dir: -1, at: 0 });
  });

  it('switches a tint at once when the price turns the other way', () => {
    // 97,776.77 up, then 97,773.01 and 97,767.01 down within the tint's time: no "up" tint on a fall.
    expect(nextRowFlash({ dir: 1, at: 0 }, -1, 100)).toEqual({ dir: -1, at: 100 });
    expect(nextRowFlash({ dir: -1, at: 0 }, 1, 300)).toEqual({ dir: 1, at: 300 });
  });

  it('keeps a tint that agrees with the move', () => {
    expect(nextRowFlash({ dir: 1, at: 0 }, 1, 100)).toBeNull();
  });

  it('flashes a row at most once a second', () => {
    expect(nextRowFlash({ dir: 0, at: 0 }, 1, FLASH_GAP_MS - 1)).toBeNull();
    expect(nextRowFlash({ dir: 0, at: 0 }, 1, FLASH_GAP_MS)).toEqual({ dir: 1, at: FLASH_GAP_MS });
  });
});
