import { describe, expect, it } from 'vitest';
import { bankCardTail, maskBankCard, maskWalletAddress } from './mask.ts';

describe('maskBankCard: first 4 and last 4 (first 2 and last 2 below 9 characters), four stars', () => {
  it.each([
    ['6222021234567890123', '6222****0123'], // 19 digits
    ['6222021234567890', '6222****7890'], // 16 digits
    ['622202123', '6222****2123'], // exactly 9: 4 + 4 kept
    ['12345678', '12****78'], // 8: 2 + 2 kept
    ['123456', '12****56'],
    ['12345', '12****45'],
    ['1234', '****'], // 2 + 2 would reveal everything
    ['1', '****'],
    ['6222 0212 3456 7890', '6222****7890'], // spaces ignored
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (card, out) => {
    expect(maskBankCard(card)).toBe(out);
  });

  it('hides the length: every card of 9 or more characters gives 12 characters', () => {
    for (const n of [9, 12, 16, 19, 30]) expect(maskBankCard('7'.repeat(n))).toHaveLength(12);
  });

  it('returns the input unchanged when the switch says show in full', () => {
    expect(maskBankCard('6222 0212 3456 7890', { showFull: true })).toBe('6222 0212 3456 7890');
    expect(maskBankCard('1234', { showFull: true })).toBe('1234');
  });
});

describe('maskWalletAddress: first 8 characters then six stars', () => {
  it.each([
    ['0x71C7656EC7ab88b098defB751B7401B5f6d8976F', '0x71C765******'],
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TQn9Y2kh******'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1qar0s******'],
    ['12345678', '12345678******'], // exactly 8: the first 8 are shown, then stars
    ['1234567', '1234567'], // under 8: shown whole
    ['abc', 'abc'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (address, out) => {
    expect(maskWalletAddress(address)).toBe(out);
  });

  it('returns the input unchanged when the switch says show in full', () => {
    const address = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
    expect(maskWalletAddress(address, { showFull: true })).toBe(address);
  });
});

describe('bankCardTail: the end the mask shows, never more', () => {
  it.each([
    ['6222 0212 3456 0123', '0123'],
    ['123456789', '6789'],
    ['12345678', '78'],
    ['12345', '45'],
    ['1234', ''],
    ['', ''],
  ])('%s -> %s', (card, tail) => {
    expect(bankCardTail(card)).toBe(tail);
    // Whatever the mask shows ends with the tail.
    expect(maskBankCard(card).endsWith(tail)).toBe(true);
  });
  it('gives the last 4 when the switch shows numbers in full', () => {
    expect(bankCardTail('12345678', { showFull: true })).toBe('5678');
  });
});
