import { formatPercent, formatPrice } from '@app/contract/format';
import { describe, expect, it } from 'vitest';
import { latinNumbersTag } from '@/lib/i18n/number-format';
import { changeText, chartPriceText, compactText, openingText, priceText, rateText, trendOf } from './format';

describe('quote formatting', () => {
  it('formats streamed prices like the shared price format, grouped and with the product decimals', () => {
    const cases: [string, number][] = [['91371.67', 2], ['1.08567', 5], ['0.29911', 5], ['1234567.891', 3], ['154.363', 3], ['7', 0], ['-12.50', 2]];
    for (const [v, d] of cases) expect(priceText(v, d), v).toBe(formatPrice(v, d));
    expect(priceText('91371.67', 2)).toBe('91,371.67');
  });

  it('falls back to the exact formatter when the decimals differ or the value is missing', () => {
    expect(priceText('1.234567', 2)).toBe('1.23');
    expect(priceText(undefined, 2)).toBe('--');
    expect(priceText('abc', 2)).toBe('--');
  });

  it('formats the chart axis prices like the legend and the statistics', () => {
    expect(chartPriceText(97800, 2)).toBe('97,800.00');
    expect(chartPriceText(96988.29, 2)).toBe('96,988.29');
    expect(chartPriceText(1.0856789, 5)).toBe('1.08568');
    expect(chartPriceText(1234567.5, 0)).toBe('1,234,568');
    expect(chartPriceText(-1234.5, 1)).toBe('-1,234.5');
    expect(chartPriceText(-0.001, 2)).toBe('0.00');
    expect(chartPriceText(Number.NaN, 2)).toBe('');
  });

  it('formats change rates like the shared percent format', () => {
    for (const v of ['1.25', '-0.40', '0.00', '-0.00', '12.05', '0.01']) expect(rateText(v), v).toBe(formatPercent(v));
    expect(rateText('1.25')).toBe('+1.25%');
    expect(rateText('1.2345')).toBe(formatPercent('1.2345'));
  });

  it('signs price changes and reads the trend', () => {
    expect(changeText('12.5', 2)).toBe('+12.50');
    expect(changeText('-0.0031', 4)).toBe('-0.0031');
    expect([trendOf('0.01'), trendOf('-0.01'), trendOf('0.00'), trendOf('-0.00'), trendOf(undefined)]).toEqual([1, -1, 0, 0, 0]);
  });

  it('writes volumes and opening times in Latin digits, as the prices, in every language', () => {
    const notLatin = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/u;
    for (const tag of ['ar-SA', 'ar', 'hi', 'en']) {
      expect(compactText('13320.88', tag), tag).not.toMatch(notLatin);
      expect(openingText(Date.UTC(2026, 10, 27, 14, 30), tag), tag).not.toMatch(notLatin);
    }
    expect(compactText('13320.88', 'ar-SA')).toMatch(/^13[.,٫]32/u);
    expect(latinNumbersTag('ar-SA')).toBe('ar-SA-u-nu-latn');
    expect(latinNumbersTag('ar-SA-u-nu-latn')).toBe('ar-SA-u-nu-latn');
    expect(latinNumbersTag('th-u-ca-buddhist')).toBe('th-u-ca-buddhist-nu-latn');
  });

  it('writes the opening hour as the language does, unpadded where it is unpadded', () => {
    const at = new Date(2026, 10, 27, 9, 5).getTime();
    expect(openingText(at, 'en')).toMatch(/^Fri,? 9:05\s?AM$/u);
    expect(openingText(at, 'de')).toMatch(/09:05$/u);
  });

  it('writes the opening day in digits where the browser lends the language a neighbour’s weekday names', () => {
    const at = new Date(2026, 10, 27, 9, 5).getTime();
    const noBelarusian = (t: string) => !t.startsWith('be');
    expect(openingText(at, 'be', noBelarusian)).toBe('27.11, 9:05');
    expect(openingText(at, 'ru', noBelarusian)).toMatch(/^пт/u);
  });

  it('writes large Hindi volumes with the words crore and arab, not their abbreviations', () => {
    expect(compactText('89190000', 'hi')).toBe('8.92 करोड़');
    expect(compactText('1949590000', 'hi')).toBe('1.95 अरब');
    expect(compactText('89190000', 'en')).toBe('89.19M');
  });
});
