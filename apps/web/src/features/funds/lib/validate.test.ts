import { describe, expect, it } from 'vitest';
import { checkAmount, isHolderName, looksLikeAddress, normalizeCardNumber } from './validate';

describe('looksLikeAddress', () => {
  it.each([
    ['TRC20', 'TVhCsU77tsxhRA8VpuKf8A187Zp6zRbprq', true],
    ['TRC20', '0x80b929dcBDC36f1b330942fDD399C1414a9A6aE7', false],
    ['TRC20', 'TVhCsU77tsxhRA8VpuKf8A187Zp6zRbpr0', false], // '0' is not base58
    ['ERC20', '0x80b929dcBDC36f1b330942fDD399C1414a9A6aE7', true],
    ['bep20', '0x80b929dcbdc36f1b330942fdd399c1414a9a6ae7', true],
    ['ERC20', '0x80b929dc', false],
    ['BTC', 'bc1q0vhkyhszgtfwxj97zl2l6vzlmuh2a3z2wf46va', true],
    ['BTC', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', true],
    ['BTC', 'TVhCsU77tsxhRA8VpuKf8A187Zp6zRbprq', false],
  ])('%s %s → %s', (network, address, ok) => {
    expect(looksLikeAddress(network, address)).toBe(ok);
  });
});

describe('normalizeCardNumber', () => {
  it("applies the server's rule: checksummed IBANs, no placeholder numbers", () => {
    expect(normalizeCardNumber('6222 0212-3456 7890 123')).toBe('6222021234567890123');
    expect(normalizeCardNumber('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeCardNumber('DE89 3704 0044 0532 0130 01')).toBeNull();
    expect(normalizeCardNumber('0000000000')).toBeNull();
  });
});

describe('isHolderName', () => {
  it.each([
    ['Li Wei', true],
    ["Anne-Marie O'Neil", true],
    ['王小明', true],
    ['محمد علي', true],
    ['A', false],
    ['Bob123', false],
    [' ', false],
  ])('%s → %s', (name, ok) => expect(isHolderName(name)).toBe(ok));
});

describe('checkAmount', () => {
  const usdt = { decimals: 2, min: '10', max: '200000' };
  it('gives the canonical value of a good amount', () => {
    expect(checkAmount(' 12.50 ', usdt)).toEqual({ ok: true, value: '12.5' });
  });
  it('refuses what the shared parser refuses, with its message key', () => {
    expect(checkAmount('1e3', usdt)).toEqual({ ok: false, problem: { key: 'contract', message: 'amount.invalid', params: undefined } });
    expect(checkAmount('12.345', usdt)).toEqual({ ok: false, problem: { key: 'contract', message: 'amount.too_many_decimals', params: { decimals: 2 } } });
    expect(checkAmount('-5', usdt)).toMatchObject({ ok: false, problem: { key: 'contract', message: 'amount.invalid' } });
  });
  it('holds the amount against the channel bounds and the available balance', () => {
    expect(checkAmount('', usdt)).toEqual({ ok: false, problem: { key: 'required' } });
    expect(checkAmount('9.99', usdt)).toEqual({ ok: false, problem: { key: 'min', min: '10' } });
    expect(checkAmount('200000.01', usdt)).toEqual({ ok: false, problem: { key: 'max', max: '200000' } });
    expect(checkAmount('99999999999999999999', usdt)).toEqual({ ok: false, problem: { key: 'max', max: '200000' } });
    expect(checkAmount('100.01', { ...usdt, available: '100' })).toEqual({ ok: false, problem: { key: 'balance' } });
    expect(checkAmount('100', { ...usdt, available: '100' })).toEqual({ ok: true, value: '100' });
  });
  it('allows the currency its own decimals (BTC has 8)', () => {
    expect(checkAmount('0.00050001', { decimals: 8, min: '0.0005' })).toEqual({ ok: true, value: '0.00050001' });
  });
});
