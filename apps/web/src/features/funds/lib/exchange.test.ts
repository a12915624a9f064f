import { describe, expect, it } from 'vitest';
import { convert, ratesOf } from './exchange';

describe('ratesOf', () => {
  it('reads the exchange info and finds the default currency', () => {
    const info = {
      base: 'USDT',
      defaultCurrency: 'USD',
      rates: [
        { currency: 'USD', symbol: '$', rate: '1.000000', isDefault: true },
        { currency: 'CNY', symbol: '¥', rate: '7.120000', isDefault: false },
        { currency: 'BAD', symbol: '?', rate: 'NaN' },
        'junk',
      ],
    };
    const r = ratesOf(info);
    expect(r.base).toBe('USDT');
    expect(r.defaultCurrency).toBe('USD');
    expect(r.rates.map((x) => x.currency)).toEqual(['USD', 'CNY']);
  });
  it('copes with missing info', () => {
    expect(ratesOf(null)).toEqual({ base: 'USDT', rates: [], defaultCurrency: null });
  });
});

describe('convert', () => {
  it('multiplies exactly', () => {
    expect(convert('1234.5', { currency: 'CNY', symbol: '¥', rate: '7.12', isDefault: false })).toBe('8789.64');
    expect(convert('0.1', { currency: 'X', symbol: '', rate: '0.2', isDefault: false })).toBe('0.02');
  });
});
