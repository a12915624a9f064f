import { describe, expect, it } from 'vitest';
import { isReversedRange } from './date-range';

describe('isReversedRange', () => {
  it('is true only when the start is after the end', () => {
    expect(isReversedRange('2026-11-30', '2026-11-01')).toBe(true);
    expect(isReversedRange('2026-11-01', '2026-11-30')).toBe(false);
    expect(isReversedRange('2026-11-01', '2026-11-01')).toBe(false);
    expect(isReversedRange('2026-11-30', '')).toBe(false);
    expect(isReversedRange('', '2026-11-01')).toBe(false);
  });
});
