import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  divMoney,
  Money,
  moneyString,
  mulMoney,
  parseAmount,
  subMoney,
  toMoney,
  truncate,
} from './money.ts';

describe('parseAmount: strict reading of a typed amount', () => {
  it.each([
    ['12', '12'],
    ['12.50', '12.5'],
    ['0.05', '0.05'],
    ['0.000000000000000001', '0.000000000000000001'],
    ['1000000000000000000', '1000000000000000000'], // exactly 1e18
    ['999999999999999999.999999999999999999', '999999999999999999.999999999999999999'],
  ])('%j -> %j', (input, value) => {
    expect(parseAmount(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['1e5'],
    ['1E5'],
    ['-1'],
    ['+1'],
    [' 1'],
    ['1 '],
    ['1 000'],
    ['1,000'],
    ['007'],
    ['.5'],
    ['5.'],
    ['0x10'],
    ['Infinity'],
    ['NaN'],
    ['１２'],
    [''],
    [12],
    [null],
  ])('%j is amount.invalid', (input) => {
    expect(parseAmount(input)).toEqual({ ok: false, key: 'amount.invalid' });
  });

  it('refuses more decimals than allowed, even trailing zeros', () => {
    expect(parseAmount('1.234', { decimals: 2 })).toEqual({
      ok: false,
      key: 'amount.too_many_decimals',
      params: { decimals: 2 },
    });
    expect(parseAmount('1.230', { decimals: 2 })).toMatchObject({ ok: false, key: 'amount.too_many_decimals' });
    expect(parseAmount('1.23', { decimals: 2 })).toEqual({ ok: true, value: '1.23' });
    expect(parseAmount('0.0000000000000000001')).toMatchObject({ ok: false, key: 'amount.too_many_decimals' });
    expect(parseAmount('5.1', { decimals: 0 })).toMatchObject({ ok: false, key: 'amount.too_many_decimals' });
  });

  it('refuses values above 1e18, or above a given maximum', () => {
    expect(parseAmount('1000000000000000000.01')).toEqual({
      ok: false,
      key: 'amount.too_large',
      params: { max: '1000000000000000000' },
    });
    expect(parseAmount('1000000000000000001')).toMatchObject({ key: 'amount.too_large' });
    expect(parseAmount('500.01', { max: '500' })).toEqual({ ok: false, key: 'amount.too_large', params: { max: '500' } });
    expect(parseAmount('500', { max: '500' })).toEqual({ ok: true, value: '500' });
  });

  it('refuses zero unless allowed', () => {
    expect(parseAmount('0')).toEqual({ ok: false, key: 'amount.not_positive' });
    expect(parseAmount('0.00')).toEqual({ ok: false, key: 'amount.not_positive' });
    expect(parseAmount('0.00', { allowZero: true })).toEqual({ ok: true, value: '0' });
  });
});

describe('arithmetic is exact and returns plain decimal strings', () => {
  it.each([
    [addMoney, '0.1', '0.2', '0.3'],
    [addMoney, '999999999999999999.999999999999999999', '0.000000000000000001', '1000000000000000000'],
    [addMoney, '1234.500000000000000000', '0', '1234.5'],
    [subMoney, '0.3', '0.1', '0.2'],
    [subMoney, '1', '1.000000000000000001', '-0.000000000000000001'],
    [subMoney, '5', '5', '0'],
    [mulMoney, '1.1', '1.1', '1.21'],
    [mulMoney, '123456789012345678.123456789012345678', '1000000', '123456789012345678123456.789012345678'],
    [mulMoney, '0.000000001', '0.000000001', '0.000000000000000001'],
    [mulMoney, '-2', '0', '0'],
  ])('%o(%j, %j) = %j', (fn, a, b, out) => {
    expect(fn(a, b)).toBe(out);
  });

  it('divides cutting toward zero at 18 places or the given decimals', () => {
    expect(divMoney('1', '3')).toBe('0.333333333333333333');
    expect(divMoney('2', '3', 2)).toBe('0.66');
    expect(divMoney('-2', '3', 2)).toBe('-0.66');
    expect(divMoney('10', '4')).toBe('2.5');
    expect(() => divMoney('1', '0')).toThrow(RangeError);
    expect(() => divMoney('1', '0.000')).toThrow(RangeError);
  });

  it('compares', () => {
    expect(compareMoney('1.10', '1.1')).toBe(0);
    expect(compareMoney('0.000000000000000001', '0')).toBe(1);
    expect(compareMoney('-5', '2')).toBe(-1);
    expect(compareMoney('100000000000000000000000000001', '100000000000000000000000000000')).toBe(1);
  });

  it('never prints exponent notation', () => {
    expect(moneyString('0.0000000000000000000000001')).toBe('0.0000000000000000000000001');
    expect(moneyString(1e21)).toBe('1000000000000000000000');
    expect(new Money('1e-30').toString()).toBe('0.000000000000000000000000000001');
    expect(moneyString('-0')).toBe('0');
  });
});

describe('toMoney accepts only plain decimals', () => {
  it.each(['1e5', '0x10', 'Infinity', 'NaN', ' 1', '1,000', '', 'abc'])('%j throws', (v) => {
    expect(() => toMoney(v)).toThrow(TypeError);
  });
  it('takes numbers and decimals of any clone', () => {
    expect(toMoney(0.1).toFixed()).toBe('0.1');
    expect(toMoney(new Decimal('2.5')).toFixed()).toBe('2.5');
    expect(() => toMoney(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => toMoney(new Decimal(Number.NaN))).toThrow(TypeError);
  });
});

describe('truncate cuts toward zero and pads to the decimal count', () => {
  it.each([
    ['1.239', 2, '1.23'],
    ['1.999999', 2, '1.99'],
    ['-1.239', 2, '-1.23'],
    ['-0.001', 2, '0.00'],
    ['5', 2, '5.00'],
    ['5', 0, '5'],
    ['9.99', 0, '9'],
    ['1234.500000000000000000', 4, '1234.5000'],
    ['0.123456789012345678', 18, '0.123456789012345678'],
  ])('truncate(%j, %i) = %j', (v, d, out) => {
    expect(truncate(v, d)).toBe(out);
  });
  it('refuses a bad decimal count', () => {
    expect(() => truncate('1', -1)).toThrow(RangeError);
    expect(() => truncate('1', 1.5)).toThrow(RangeError);
  });
});
