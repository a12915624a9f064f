import { describe, expect, it } from 'vitest';
import { numberSymbolsFor } from '@/lib/i18n/number-format';
import { withdrawAllAmount, withdrawAllFieldText, withdrawAllProblem } from './withdraw-all';

const usdt = { decimals: 2, minAmount: '10', maxAmount: '200000', feeRate: '0', feeFixed: '1' };

describe('withdrawAllProblem', () => {
  it('refuses an empty balance', () => {
    expect(withdrawAllProblem('0', usdt)).toEqual({ key: 'nothing' });
    expect(withdrawAllProblem('0.004', usdt)).toEqual({ key: 'nothing' });
  });
  it('refuses a balance under the channel minimum', () => {
    expect(withdrawAllProblem('9.99', usdt)).toEqual({ key: 'below-min', min: '10' });
  });
  it('refuses a balance the fee would take entirely', () => {
    expect(withdrawAllProblem('1', { ...usdt, minAmount: '0.5' })).toEqual({ key: 'below-fee' });
    expect(withdrawAllProblem('5', { decimals: 2, minAmount: '1', maxAmount: '100', feeRate: '0.5', feeFixed: '3' })).toEqual({ key: 'below-fee' });
  });
  it('allows a balance that covers minimum and fee, or an unknown one', () => {
    expect(withdrawAllProblem('600', usdt)).toBeNull();
    expect(withdrawAllProblem(undefined, usdt)).toBeNull();
  });
});

describe('withdrawAllAmount', () => {
  const btc = { decimals: 8, minAmount: '0.001', maxAmount: '50', feeRate: '0', feeFixed: '0.0002' };
  it('takes the balance cut to the decimals', () => {
    expect(withdrawAllAmount('12.345678919', btc)).toBe('12.34567891');
    expect(withdrawAllAmount('12.345678919', btc, '100')).toBe('12.34567891');
  });
  it("stops at the channel's maximum and at what is left today", () => {
    expect(withdrawAllAmount('120', btc)).toBe('50');
    expect(withdrawAllAmount('120', btc, '20.5')).toBe('20.5');
    expect(withdrawAllAmount('40', btc, '60')).toBe('40');
  });
  it('leaves a rest under the minimum to the server, which says what is left', () => {
    expect(withdrawAllAmount('40', btc, '0.0001')).toBe('40');
  });
  it('offers a balance above the maximum (all takes the maximum)', () => {
    expect(withdrawAllProblem('1000000', usdt)).toBeNull();
    expect(withdrawAllProblem('1000', { decimals: 2, minAmount: '1', maxAmount: '4', feeRate: '0', feeFixed: '5' })).toEqual({ key: 'below-fee' });
  });
});

describe('withdrawAllFieldText', () => {
  const en = numberSymbolsFor('en');
  const es = numberSymbolsFor('es');

  it('writes the amount with the currency decimals, padded, without group separators', () => {
    expect(withdrawAllFieldText('2504.5', 2, en)).toBe('2504.50');
    expect(withdrawAllFieldText('2504.5', 2, es)).toBe('2504,50');
    expect(withdrawAllFieldText('600', 2, en)).toBe('600.00');
    expect(withdrawAllFieldText('1234567.5', 2, numberSymbolsFor('de'))).toBe('1234567,50');
    expect(withdrawAllFieldText('0.0005', 8, en)).toBe('0.00050000');
  });

  it('cuts a balance with more decimals than the currency toward zero, as the balance line does', () => {
    expect(withdrawAllFieldText('2504.509', 2, es)).toBe('2504,50');
    expect(withdrawAllFieldText('2504.500000000000000000', 2, en)).toBe('2504.50');
    expect(withdrawAllFieldText('12.9', 0, en)).toBe('12');
  });

  it('is empty while the amount is not known', () => {
    expect(withdrawAllFieldText(undefined, 2, en)).toBe('');
    expect(withdrawAllFieldText(null, 2, en)).toBe('');
    expect(withdrawAllFieldText('', 2, en)).toBe('');
  });
});
