import { describe, expect, it } from 'vitest';
import { numberSymbolsFor } from '@/lib/i18n/number-format';
import { checkAmount, holderNameProblem, isHolderName, looksGrouped, looksLikeAddress, normalizeCardNumber } from './validate';

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
    // Bech32 in upper case (as QR codes write it) is the same address; mixed case is not one.
    ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', true],
    ['BTC', 'BC1PRP33G0Q5C5TXSP9ARYSRX4K6ZDKFS4NCE4XJ0GDCCCEFVPYSXF3QJ0FJ5D', true],
    ['BTC', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', false],
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
    // Spellings with a zero-width non-joiner or joiner (Persian, Hindi); typed decomposed.
    ['محمد\u200cرضا کریمی', true],
    ['Nguyễn Văn Ánh'.normalize('NFD'), true],
    ['A', false],
    ['Bob\u200b', false],
    ['Bob123', false],
    [' ', false],
  ])('%s → %s', (name, ok) => expect(isHolderName(name)).toBe(ok));

  it('says a single letter is too short, not the wrong characters', () => {
    expect(holderNameProblem('X')).toBe('short');
    expect(holderNameProblem(' 王 ')).toBe('short');
    expect(holderNameProblem('Bob123')).toBe('chars');
    expect(holderNameProblem('7')).toBe('chars');
    expect(holderNameProblem('Li Wei')).toBeNull();
  });
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

describe('amounts typed on the keypad of the language', () => {
  const usdt = { decimals: 2, min: '10', max: '200000' };
  const btc = { decimals: 8, min: '0.0005', max: '100' };
  const en = numberSymbolsFor('en');
  const de = numberSymbolsFor('de');
  const fr = numberSymbolsFor('fr');
  const ru = numberSymbolsFor('ru');
  const ar = numberSymbolsFor('ar');

  it('reads Arabic-Indic, Persian and full-width digits and the Arabic decimal separator', () => {
    expect(checkAmount('١٢٫٥', usdt, ar)).toEqual({ ok: true, value: '12.5' });
    expect(checkAmount('۱۵', usdt, ar)).toEqual({ ok: true, value: '15' });
    expect(checkAmount('１５．５', usdt, en)).toEqual({ ok: true, value: '15.5' });
  });

  it('refuses thousands separators with their own problem instead of reading them as a decimal point', () => {
    // German: 10.000 is ten thousand, never ten; on an 8-decimal currency it used to pass as 10 BTC.
    expect(checkAmount('10.000', btc, de)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('10.000', usdt, de)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('1.234,56', usdt, de)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('1 000', usdt, fr)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('1\u202f000,5', usdt, fr)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('12\u00a0345', usdt, ru)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('١٬٠٠٠', usdt, ar)).toEqual({ ok: false, problem: { key: 'grouping' } });
    expect(checkAmount('1 000', usdt, en)).toEqual({ ok: false, problem: { key: 'grouping' } });
  });

  it('still reads a decimal point or comma that cannot be a group', () => {
    expect(checkAmount('12.5', usdt, de)).toEqual({ ok: true, value: '12.5' });
    expect(checkAmount('12,5', usdt, de)).toEqual({ ok: true, value: '12.5' });
    expect(checkAmount('0.001', btc, de)).toEqual({ ok: true, value: '0.001' });
    expect(checkAmount('10.000', btc, en)).toEqual({ ok: true, value: '10' });
    expect(checkAmount('1000,5', usdt, fr)).toEqual({ ok: true, value: '1000.5' });
    expect(looksGrouped('10000', de)).toBe(false);
    expect(looksGrouped('1.5', de)).toBe(false);
  });
});
