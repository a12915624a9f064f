import { describe, expect, it } from 'vitest';
import { channelFee, hasFee, netOf } from './fee';

describe('channelFee', () => {
  it('is amount x rate + fixed, cut to the currency decimals, never rounded up', () => {
    expect(channelFee('100', { feeRate: '0.025', feeFixed: '0' }, 2)).toBe('2.5');
    expect(channelFee('33.33', { feeRate: '0.025', feeFixed: '0' }, 2)).toBe('0.83'); // 0.83325
    expect(channelFee('1000', { feeRate: '0.005', feeFixed: '5' }, 2)).toBe('10');
    expect(channelFee('0.1', { feeRate: '0', feeFixed: '0.0002' }, 8)).toBe('0.0002');
  });
  it('is exact for amounts a float would get wrong', () => {
    expect(channelFee('0.3', { feeRate: '0.1', feeFixed: '0' }, 8)).toBe('0.03');
  });
});

describe('netOf', () => {
  it('is the amount less the fee, or null when nothing remains', () => {
    expect(netOf('100', '1')).toBe('99');
    expect(netOf('1', '1')).toBeNull();
  });
});

describe('hasFee', () => {
  it('is true when either part is above zero', () => {
    expect(hasFee({ feeRate: '0', feeFixed: '0' })).toBe(false);
    expect(hasFee({ feeRate: '0.000', feeFixed: '1' })).toBe(true);
  });
});
