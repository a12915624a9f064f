import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { goneDestination, isFeeChanged, isOrderNotFound, payPasswordProblem, withdrawRulesChanged } from './funds-errors';

const server = (msg: string, params: Record<string, string | number> = {}) => new ApiError('server', 'shown text', { code: 500, msg, params });

describe('isOrderNotFound', () => {
  it('is true only for the server saying the order does not exist', () => {
    expect(isOrderNotFound(server('funds.order_not_found'))).toBe(true);
    expect(isOrderNotFound(server('error.internal'))).toBe(false);
    expect(isOrderNotFound(new ApiError('transport', 'Interface exception'))).toBe(false);
    expect(isOrderNotFound(new ApiError('timeout', 'Request timeout'))).toBe(false);
    expect(isOrderNotFound(new Error('boom'))).toBe(false);
  });
});

describe('payPasswordProblem', () => {
  it('reads the attempts left of a wrong password', () => {
    expect(payPasswordProblem(server('session.pay_password_wrong', { remaining: 1 }))).toEqual({ kind: 'wrong', remaining: 1 });
    expect(payPasswordProblem(server('session.pay_password_wrong', { remaining: '3' }))).toEqual({ kind: 'wrong', remaining: 3 });
  });
  it('reads the minutes of a lock', () => {
    expect(payPasswordProblem(server('session.pay_password_locked', { minutes: 30 }))).toEqual({ kind: 'locked', minutes: 30 });
    expect(payPasswordProblem(server('session.pay_password_locked', { minutes: 'x' }))).toEqual({ kind: 'locked', minutes: 30 });
  });
  it('is null for any other failure', () => {
    expect(payPasswordProblem(server('funds.insufficient_balance'))).toBeNull();
    expect(payPasswordProblem(new ApiError('transport', 'Interface exception'))).toBeNull();
    expect(payPasswordProblem(null)).toBeNull();
  });
});

describe('goneDestination', () => {
  it('names the kind of destination the server no longer has', () => {
    expect(goneDestination(server('funds.address_not_found'))).toBe('address');
    expect(goneDestination(server('funds.bank_card_not_found'))).toBe('card');
  });
  it('is null for any other failure', () => {
    expect(goneDestination(server('funds.order_not_found'))).toBeNull();
    expect(goneDestination(new ApiError('transport', 'Interface exception'))).toBeNull();
    expect(goneDestination(new Error('funds.address_not_found'))).toBeNull();
  });
});

describe('withdrawRulesChanged / isFeeChanged', () => {
  it("takes the refusals about a channel's limits, fee, existence and withdraw-all as changed rules", () => {
    for (const msg of ['funds.fee_changed', 'funds.amount_below_min', 'funds.amount_above_max', 'funds.channel_not_found', 'funds.withdraw_all_disabled']) {
      expect(withdrawRulesChanged(server(msg))).toBe(true);
    }
    expect(withdrawRulesChanged(server('funds.insufficient_balance'))).toBe(false);
    expect(withdrawRulesChanged(new ApiError('timeout', 'Request timeout'))).toBe(false);
  });
  it('knows a changed fee from any other refusal', () => {
    expect(isFeeChanged(server('funds.fee_changed', { fee: '4', netAmount: '96', currency: 'USDT' }))).toBe(true);
    expect(isFeeChanged(server('funds.amount_below_fee'))).toBe(false);
  });
});
