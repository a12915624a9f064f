import { describe, expect, it } from 'vitest';
import { exceedsSafePrecision, formatAmount, formatPercent, formatPrice, groupThousands } from './format.ts';

describe('formatAmount: grouped by thousands and truncated (not rounded) to app_decimal_no', () => {
  it.each<[string | number | null | undefined, Parameters<typeof formatAmount>[1], string]>([
    ['1234567.899', undefined, '1,234,567.89'], // truncated, not rounded to .90
    ['1234.5', undefined, '1,234.50'],
    ['999.999', undefined, '999.99'],
    ['1000', undefined, '1,000.00'],
    ['100', undefined, '100.00'],
    ['0', undefined, '0.00'],
    ['0.005', undefined, '0.00'],
    ['-1234567.899', undefined, '-1,234,567.89'],
    ['-0.001', undefined, '0.00'], // no "-0.00"
    ['-999.5', undefined, '-999.50'],
    ['1234.500000000000000000', undefined, '1,234.50'], // numeric(36,18) from the database
    ['1234.500000000000000000', { decimals: 4 }, '1,234.5000'],
    ['1234567.891', { decimals: 0 }, '1,234,567'],
    ['0.123456789', { decimals: 8 }, '0.12345678'],
    ['123456789012345678901234567890.99', undefined, '123,456,789,012,345,678,901,234,567,890.99'],
    ['9007199254740993.5', undefined, '9,007,199,254,740,993.50'], // beyond 2^53, still exact
    [1234.5, undefined, '1,234.50'],
    [0.1 + 0.2, undefined, '0.30'],
  ])('%j %j -> %j', (v, options, out) => {
    expect(formatAmount(v, options)).toBe(out);
  });

  it.each<[string, number | undefined, string]>([
    ['1234567.899', undefined, '1234567.89'],
    ['-1234.5', undefined, '-1234.50'],
    ['1234.500000000000000000', 3, '1234.500'],
  ])('with amount_plain on: %j -> %j, truncated but not grouped', (v, decimals, out) => {
    expect(formatAmount(v, { plain: true, decimals })).toBe(out);
  });

  it.each([null, undefined, '', 'abc', '1e5', Number.NaN, Number.POSITIVE_INFINITY])('%j shows the fallback', (v) => {
    expect(formatAmount(v)).toBe('--');
    expect(formatAmount(v, { fallback: '' })).toBe('');
  });
});

describe('groupThousands', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '123'],
    ['1234', '1,234'],
    ['123456', '123,456'],
    ['1234567', '1,234,567'],
  ])('%j -> %j', (v, out) => {
    expect(groupThousands(v)).toBe(out);
  });
});

describe('formatPrice uses the product price decimals', () => {
  it.each<[string, number, string]>([
    ['67123.456', 2, '67,123.45'],
    ['1.0856789', 5, '1.08567'],
    ['0.00001234', 8, '0.00001234'],
    ['5120.25', 0, '5,120'],
  ])('formatPrice(%j, %i) = %j', (v, d, out) => {
    expect(formatPrice(v, d)).toBe(out);
  });
  it('can drop grouping', () => {
    expect(formatPrice('67123.456', 2, { plain: true })).toBe('67123.45');
  });
});

describe('formatPercent: sign, 2 decimals, truncation', () => {
  it.each<[string | number, Parameters<typeof formatPercent>[1], string]>([
    ['1.2345', undefined, '+1.23%'],
    ['1.2399', undefined, '+1.23%'],
    ['-0.5', undefined, '-0.50%'],
    ['-2.789', undefined, '-2.78%'],
    ['0', undefined, '0.00%'],
    ['0.004', undefined, '0.00%'], // rounds to nothing: no sign
    ['-0.004', undefined, '0.00%'],
    ['12', { sign: false }, '12.00%'],
    ['0.0123', { ratio: true }, '+1.23%'],
    ['-0.056789', { ratio: true }, '-5.67%'],
    ['1.23456', { decimals: 3 }, '+1.234%'],
    [3.1, undefined, '+3.10%'],
  ])('%j %j -> %j', (v, options, out) => {
    expect(formatPercent(v, options)).toBe(out);
  });
  it('shows the fallback for a missing rate', () => {
    expect(formatPercent(null)).toBe('--');
  });
});

describe('exceedsSafePrecision (the number helper warning)', () => {
  it.each([
    [0, false],
    [1234.56, false],
    [Number.MAX_SAFE_INTEGER, false],
    [-Number.MAX_SAFE_INTEGER, false],
    [Number.MAX_SAFE_INTEGER + 2, true],
    [-(2 ** 60), true],
    [1e21, true],
    [Number.NaN, true],
    [Number.POSITIVE_INFINITY, true],
  ])('%j -> %s', (n, unsafe) => {
    expect(exceedsSafePrecision(n)).toBe(unsafe);
  });
});
