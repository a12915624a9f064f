import { afterEach, describe, expect, it } from 'vitest';
import { changeText, priceText, rateText } from '@/features/quotes/lib/format';
import { checkAmount } from '@/features/funds/lib/validate';
import { localeStore } from './locale-store';
import { amountInputText, canonicalAmountInput, CANONICAL_SYMBOLS, intlDataTag, latinNumbersTag, localizeNumber, numberSymbolsFor } from './number-format';

const de = numberSymbolsFor('de');
const fr = numberSymbolsFor('fr');
const en = numberSymbolsFor('en');

describe('number symbols of a language', () => {
  it('reads the separators and the percent spacing from the locale data', () => {
    expect(de).toEqual({ group: '.', decimal: ',', percent: '\u00a0%' });
    expect(numberSymbolsFor('ru')).toEqual({ group: '\u00a0', decimal: ',', percent: '\u00a0%' });
    expect(fr.decimal).toBe(',');
    expect(/\s/u.test(fr.group)).toBe(true);
    expect(numberSymbolsFor('it')).toEqual({ group: '.', decimal: ',', percent: '%' });
  });

  it('keeps the canonical form where the language writes numbers that way, digits Latin even in Arabic', () => {
    for (const tag of ['en', 'zh-CN', 'ja', 'ko', 'th', 'ar', 'ar-SA']) expect(numberSymbolsFor(tag), tag).toBe(CANONICAL_SYMBOLS);
    expect(localizeNumber('-1,234,567.89', en)).toBe('-1,234,567.89');
  });

  it('writes a formatted number in the language symbols, each symbol once', () => {
    expect(localizeNumber('-1,234,567.89', de)).toBe('-1.234.567,89');
    expect(localizeNumber('+1.23%', de)).toBe('+1,23\u00a0%');
    expect(localizeNumber('1,234.5', fr)).toBe(`1${fr.group}234,5`);
    expect(localizeNumber('--', de)).toBe('--');
  });
});

describe('amounts typed in the language', () => {
  it('takes one comma as the decimal mark where the language writes decimals with it', () => {
    expect(canonicalAmountInput(' 12,5 ', de)).toBe('12.5');
    expect(canonicalAmountInput('12.5', de)).toBe('12.5');
    // Never a group separator: these stay as typed and the parser refuses them.
    expect(canonicalAmountInput('1,000,5', de)).toBe('1,000,5');
    expect(canonicalAmountInput('1.000,5', de)).toBe('1.000,5');
    expect(canonicalAmountInput('1,000', en)).toBe('1,000');
  });

  it('drops leading zeros, keeping the zero of a fraction and a lone zero', () => {
    expect(canonicalAmountInput('0012', en)).toBe('12');
    expect(canonicalAmountInput('012.5', en)).toBe('12.5');
    expect(canonicalAmountInput('00,5', de)).toBe('0.5');
    expect(canonicalAmountInput('0.05', en)).toBe('0.05');
    expect(canonicalAmountInput('000', en)).toBe('0');
    expect(canonicalAmountInput('100', en)).toBe('100');
  });

  it('writes a canonical amount back for the input', () => {
    expect(amountInputText('12.5', de)).toBe('12,5');
    expect(amountInputText('12.5', en)).toBe('12.5');
  });
});

describe('the app in German', () => {
  afterEach(() => localeStore.setState({ code: 'en' }));

  it('shows prices and changes with German symbols', () => {
    localeStore.setState({ code: 'de' });
    expect(priceText('67123.45', 2)).toBe('67.123,45');
    expect(priceText('1.2345678', 5)).toBe('1,23456');
    expect(rateText('-0.40')).toBe('-0,40\u00a0%');
    expect(changeText('1234.5', 2)).toBe('+1.234,50');
  });

  it('accepts an amount typed with a decimal comma, and refuses a grouped one in English', () => {
    const usdt = { decimals: 2, min: '10', max: '200000' };
    localeStore.setState({ code: 'de' });
    expect(checkAmount('12,50', usdt)).toEqual({ ok: true, value: '12.5' });
    expect(checkAmount('12,505', usdt)).toMatchObject({ ok: false, problem: { key: 'contract', message: 'amount.too_many_decimals' } });
    localeStore.setState({ code: 'en' });
    expect(checkAmount('1,000', usdt)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('1,5', usdt)).toMatchObject({ ok: false, problem: { key: 'contract', message: 'amount.invalid' } });
  });
});

describe('the Intl tag of a language', () => {
  it('asks for Latin digits and keeps other extensions', () => {
    expect(latinNumbersTag('ar-SA')).toBe('ar-SA-u-nu-latn');
    expect(latinNumbersTag('th-u-ca-buddhist')).toBe('th-u-ca-buddhist-nu-latn');
    expect(latinNumbersTag('ar-u-nu-arab')).toBe('ar-u-nu-arab');
  });

  it('uses Russian data for Belarusian in a browser without Belarusian data', () => {
    const without = (tag: string) => !tag.toLowerCase().startsWith('be');
    expect(intlDataTag('be', without)).toBe('ru');
    expect(intlDataTag('be-u-nu-latn', without)).toBe('ru-u-nu-latn');
    expect(intlDataTag('be', () => true)).toBe('be');
  });

  it('keeps languages without a fallback as they are', () => {
    expect(intlDataTag('de', () => false)).toBe('de');
    expect(intlDataTag('ar-SA', () => false)).toBe('ar-SA');
  });
});

describe('numbers in Hindi', () => {
  const hi = numberSymbolsFor('hi');

  it('groups the whole part by three, then by two', () => {
    expect(hi.pairs).toBe(true);
    expect(en.pairs).toBeUndefined();
    expect(localizeNumber('1,234,567.89', hi)).toBe('12,34,567.89');
    expect(localizeNumber('-123,456,789,012.5', hi)).toBe('-1,23,45,67,89,012.5');
    expect(localizeNumber('12,345.6', hi)).toBe('12,345.6');
    expect(localizeNumber('1,000', hi)).toBe('1,000');
    expect(localizeNumber('999.99', hi)).toBe('999.99');
    expect(localizeNumber('+2.52%', hi)).toBe('+2.52%');
    expect(localizeNumber('1234567', hi)).toBe('1234567');
  });

  it('agrees with the browser data', () => {
    expect(localizeNumber('1,234,567.5', hi)).toBe(new Intl.NumberFormat('hi-u-nu-latn').format(1234567.5));
  });

  it('refuses amounts typed with Indian grouping as grouped', () => {
    expect(checkAmount('12,34,567', { decimals: 2 }, hi)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('1,00,000.50', { decimals: 2 }, hi)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('1234567.5', { decimals: 2 }, hi)).toEqual({ ok: true, value: '1234567.5' });
  });
});
