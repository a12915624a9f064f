import { describe, expect, it } from 'vitest';
import { withdrawAllProblem } from './withdraw-all';

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
