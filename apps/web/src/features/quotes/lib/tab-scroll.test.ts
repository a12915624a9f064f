import { describe, expect, it } from 'vitest';
import { scrollDeltaToShow } from './tab-scroll';

describe('scrollDeltaToShow', () => {
  const strip = { left: 0, right: 412 };

  it('leaves a tab that is in full view where it is', () => {
    expect(scrollDeltaToShow(strip, { left: 100, right: 180 })).toBe(0);
  });

  it('centres a tab beyond the right edge (German "Devisen" at 432-506 on a 412 px screen)', () => {
    const delta = scrollDeltaToShow(strip, { left: 432, right: 506 });
    expect(delta).toBe(263);
    expect(432 - delta).toBeGreaterThanOrEqual(24);
    expect(506 - delta).toBeLessThanOrEqual(412 - 24);
  });

  it('centres a tab beyond the left edge (Arabic, right to left, at -120..-47)', () => {
    const delta = scrollDeltaToShow(strip, { left: -120, right: -47 });
    expect(delta).toBe(-289);
    expect(-120 - delta).toBeGreaterThanOrEqual(24);
  });

  it('moves a tab that touches an edge away from it', () => {
    expect(scrollDeltaToShow(strip, { left: 340, right: 410 })).toBeGreaterThan(0);
    expect(scrollDeltaToShow(strip, { left: 4, right: 70 })).toBeLessThan(0);
  });
});
