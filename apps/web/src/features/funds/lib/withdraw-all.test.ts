import { describe, expect, it } from 'vitest';
import { numberSymbolsFor } from '@/lib/i18n/number-format';
import { withdrawAllFieldText, withdrawAllProblem } from './withdraw-all';

const usdt = { decimals: 2, minAmount: '10', feeRate: '0', feeFixed: '1' };

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
    expect(withdrawAllProblem('5', { decimals: 2, minAmount: '1', feeRate: '0.5', feeFixed: '3' })).toEqual({ key: 'below-fee' });
  });
  it('allows a balance that covers minimum and fee, or an unknown one', () => {
    expect(withdrawAllProblem('600', usdt)).toBeNull();
    expect(withdrawAllProblem(undefined, usdt)).toBeNull();
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
