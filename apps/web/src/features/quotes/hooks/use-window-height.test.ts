import { describe, expect, it } from 'vitest';
import { klineHeight } from './use-window-height';

describe('K-line chart height', () => {
  it('fills a phone held upright under the price, at most 560 px', () => {
    expect(klineHeight(740)).toBe(510);
    expect(klineHeight(823)).toBe(560);
    expect(klineHeight(568)).toBe(338);
  });

  it('fits with its duration bar in a phone held sideways', () => {
    expect(klineHeight(360)).toBe(260);
    expect(klineHeight(412)).toBe(312);
    expect(klineHeight(240)).toBe(160);
  });
});
