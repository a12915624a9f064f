import { describe, expect, it } from 'vitest';
import {
  CHART_DURATION,
  CHART_DURATION_LABEL,
  CHART_DURATIONS,
  EX_TYPE,
  EX_TYPE_LABEL,
  isChartDuration,
  isExType,
  isPositionType,
  isProductType,
  POSITION_TYPE,
  POSITION_TYPE_LABEL,
  PRODUCT_TYPE,
  PRODUCT_TYPE_LABEL,
} from './products.ts';

describe('wire values of spec point 3', () => {
  it('numbers product types, trading modes, trade sides and chart durations as the API does', () => {
    expect(PRODUCT_TYPE).toEqual({ US_STOCK: 1, CRYPTO: 2, FUTURES: 3, FOREX: 4 });
    expect(POSITION_TYPE).toEqual({ FAST: 0, CONTRACT: 1, SPOT: 2, COIN_TO_COIN: 3 });
    expect(EX_TYPE).toEqual({ BUY: 1, SELL: 2 });
    expect(CHART_DURATION).toEqual({ s: 1, M: 60, H: 3600, D: 86400 });
    expect(CHART_DURATIONS).toEqual([1, 60, 3600, 86400]);
  });

  it('labels every value with its own i18n key', () => {
    for (const labels of [PRODUCT_TYPE_LABEL, POSITION_TYPE_LABEL, EX_TYPE_LABEL, CHART_DURATION_LABEL]) {
      const keys = Object.values(labels);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z_]+\.[a-z_]+$/);
    }
    expect(Object.keys(PRODUCT_TYPE_LABEL).map(Number)).toEqual(Object.values(PRODUCT_TYPE));
    expect(Object.keys(POSITION_TYPE_LABEL).map(Number)).toEqual(Object.values(POSITION_TYPE));
  });

  it.each([
    [isProductType, [1, 2, 3, 4], [0, 5, '1', null]],
    [isPositionType, [0, 1, 2, 3], [4, -1, '0', undefined]],
    [isExType, [1, 2], [0, 3, '1']],
    [isChartDuration, [1, 60, 3600, 86400], [0, 5, 300, '60']],
  ] as const)('%o accepts only the wire numbers', (guard, good, bad) => {
    for (const v of good) expect(guard(v)).toBe(true);
    for (const v of bad) expect(guard(v)).toBe(false);
  });
});
