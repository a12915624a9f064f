import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressKey, base58CheckEncode, eip55, isValidAddress, keccak256, segwitEncode } from '../src/modules/funds/address-format.ts';

/** Address formats, against published test vectors and generated addresses (card numbers: packages/contract/src/bank-card.test.ts). */
describe('wallet address formats', () => {
  it('computes Keccak-256 as Ethereum does', () => {
    expect(keccak256(Buffer.alloc(0)).toString('hex')).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(keccak256(Buffer.from('abc')).toString('hex')).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  });

  it.each([
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', false], // checksum
    ['TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', false], // a bitcoin address
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true], // EIP-55 vector
    ['ERC20', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', true],
    ['ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', true], // all lower case: no checksum
    ['BEP20', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', true], // all upper case
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', false], // wrong mixed case
    ['ERC20', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', false],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', true], // P2PKH
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true], // P2SH
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', false],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', true], // BIP 173
    ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', true],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', false],
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', true], // BIP 350
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', false], // bech32m checksum on v0
    ['BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', false], // testnet
    ['BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false],
    ['SOL', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false], // unknown network
  ])('%s %s is %s', (network, address, valid) => {
    expect(isValidAddress(network, address)).toBe(valid);
  });

  it('accepts generated addresses and refuses them with one character changed', () => {
    // Fixed inputs: an EIP-55 checksum misses a change with probability 2^-(letters in the
    // address), so random addresses would now and then make this test fail by chance.
    for (let i = 0; i < 200; i++) {
      const hash = createHash('sha256').update(`generated address ${i}`).digest().subarray(0, 20);
      const cases: [string, string][] = [
        ['TRC20', base58CheckEncode(0x41, hash)],
        ['BTC', base58CheckEncode(0x00, hash)],
        ['BTC', segwitEncode(0, hash)],
        ['ERC20', `0x${eip55(hash.toString('hex'))}`],
      ];
      for (const [network, address] of cases) {
        expect(isValidAddress(network, address), address).toBe(true);
        const at = address.length - 3;
        const swapped = address.slice(0, at) + (address[at] === 'a' ? 'b' : 'a') + address.slice(at + 1);
        // An ERC20 address in one case carries no checksum, so a changed digit there is a valid address.
        const checksummed = network !== 'ERC20' || (/[a-f]/.test(swapped) && /[A-F]/.test(swapped));
        if (checksummed) expect(isValidAddress(network, swapped), swapped).toBe(false);
      }
    }
  });

  it('tells the same address written in another case, where case does not matter', () => {
    const same = (network: string, a: string, b: string) => addressKey(network, a) === addressKey(network, b);
    expect(same('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(same('BEP20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
    expect(same('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true);
    // Base58 addresses are case-sensitive: another case is another (or no) address.
    expect(same('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1a1zp1ep5qgefi2dmptftl5slmv7divfna')).toBe(false);
    expect(same('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TR7NHQJEKQXGTCI8Q8ZY4PL8OTSZGJLJ6T')).toBe(false);
    expect(same('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBe(false);
  });
});
