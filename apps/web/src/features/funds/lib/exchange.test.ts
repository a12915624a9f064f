import { describe, expect, it } from 'vitest';
import { convert, convertedText, currencyDecimals, ratesOf, symbolPlacement, type ExchangeRate } from './exchange';

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

describe('convertedText', () => {
  const rate = (currency: string, symbol: string): ExchangeRate => ({ currency, symbol, rate: '1', isDefault: false });
  const [usd, cny, jpy, hkd, xau] = [rate('USD', '$'), rate('CNY', '¥'), rate('JPY', '¥'), rate('HKD', 'HK$'), rate('XAU', '')];
  const rates = [usd, cny, jpy, hkd, xau];

  it('shows a symbol only one listed currency uses without the code', () => {
    expect(convertedText('1,234.56', usd, rates)).toBe('≈ $1,234.56');
    expect(convertedText('9,641.84', hkd, rates)).toBe('≈ HK$9,641.84');
  });

  it('adds the code where the symbol is shared or missing', () => {
    expect(convertedText('8,784.00', cny, rates)).toBe('≈ ¥8,784.00 CNY');
    expect(convertedText('184,431', jpy, rates)).toBe('≈ ¥184,431 JPY');
    expect(convertedText('0.5', xau, rates)).toBe('≈ 0.5 XAU');
  });

  it('puts the symbol where the language writes it', () => {
    const eur = rate('EUR', '€');
    const all = [...rates, eur];
    expect(convertedText('45.782,11', eur, all, symbolPlacement('de', 'EUR'))).toBe('≈ 45.782,11\u00a0€');
    expect(convertedText('1.262.444.813', rate('VND', '₫'), all, symbolPlacement('vi', 'VND'))).toBe('≈ 1.262.444.813\u00a0₫');
    expect(convertedText('45.782,11', eur, all, symbolPlacement('pt', 'EUR'))).toBe('≈ €\u00a045.782,11');
    expect(convertedText('45,782.11', eur, all, symbolPlacement('ja', 'EUR'))).toBe('≈ €45,782.11');
    // After the number, a shared symbol gives way to the code.
    expect(convertedText('8.784,00', cny, all, symbolPlacement('it', 'CNY'))).toBe('≈ 8.784,00\u00a0CNY');
  });
});

describe('symbolPlacement', () => {
  it('follows the language', () => {
    expect(symbolPlacement('en', 'USD')).toEqual({ after: false, space: false });
    expect(symbolPlacement('ko', 'KRW')).toEqual({ after: false, space: false });
    expect(symbolPlacement('it', 'EUR')).toEqual({ after: true, space: true });
    expect(symbolPlacement('ar-SA', 'SAR')).toMatchObject({ after: true });
  });

  it('places a code the browser does not know as the US dollar', () => {
    expect(symbolPlacement('de', 'not a code')).toEqual(symbolPlacement('de', 'USD'));
  });
});

describe('currencyDecimals', () => {
  it('uses the currency minor units', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KRW')).toBe(0);
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
  });

  it('uses two for a code that is no currency', () => {
    expect(currencyDecimals('not a code')).toBe(2);
  });
});
