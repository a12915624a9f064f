import { createHash } from 'node:crypto';

/**
 * Address formats per network, checked with their checksums so a mistyped address is
 * refused before money is sent to it:
 * - TRC20: base58check, 25 bytes, version byte 0x41 (so it starts with 'T');
 * - ERC20, BEP20 (and other EVM networks): '0x' + 40 hex digits; an address in mixed case
 *   must carry a valid EIP-55 checksum;
 * - BTC: base58check P2PKH ('1...', version 0) or P2SH ('3...', version 5), or segwit
 *   bech32 ('bc1q...', BIP 173) / bech32m ('bc1p...', BIP 350).
 */
export function isValidAddress(network: string, address: string): boolean {
  switch (network) {
    case 'TRC20':
      return isTronAddress(address);
    case 'ERC20':
    case 'BEP20':
      return isEvmAddress(address);
    case 'BTC':
      return isBitcoinAddress(address);
    default:
      return false;
  }
}

/**
 * The form in which two addresses of a network are the same address: hex (EVM) and bech32
 * addresses are case-insensitive (the case of an EVM address only carries its checksum, a
 * bech32 address is written all lower or all upper case), base58 addresses are not.
 */
export function addressKey(network: string, address: string): string {
  switch (network) {
    case 'ERC20':
    case 'BEP20':
      return address.toLowerCase();
    case 'BTC':
      return /^bc1/i.test(address) ? address.toLowerCase() : address;
    default:
      return address;
  }
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function sha256d(b: Uint8Array): Buffer {
  return createHash('sha256').update(createHash('sha256').update(b).digest()).digest();
}

export function base58Decode(s: string): Uint8Array | null {
  if (s.length === 0 || s.length > 64) return null;
  let n = 0n;
  for (const c of s) {
    const i = B58.indexOf(c);
    if (i < 0) return null;
    n = n * 58n + BigInt(i);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n % 256n));
    n /= 256n;
  }
  for (const c of s) {
    if (c !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

export function base58Encode(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let s = '';
  while (n > 0n) {
    s = B58[Number(n % 58n)] + s;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    s = '1' + s;
  }
  return s;
}

/** The payload of a base58check string, or null when its checksum is wrong. */
function base58Check(s: string): Uint8Array | null {
  const raw = base58Decode(s);
  if (!raw || raw.length < 5) return null;
  const payload = raw.subarray(0, raw.length - 4);
  const sum = sha256d(payload).subarray(0, 4);
  return Buffer.from(raw.subarray(raw.length - 4)).equals(sum) ? payload : null;
}

/** base58check of a version byte and a 20-byte hash (used by the seed and the tests). */
export function base58CheckEncode(version: number, hash20: Uint8Array): string {
  const payload = Buffer.concat([Buffer.from([version]), Buffer.from(hash20)]);
  return base58Encode(Buffer.concat([payload, sha256d(payload).subarray(0, 4)]));
}

function isTronAddress(a: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a)) return false;
  const p = base58Check(a);
  return p !== null && p.length === 21 && p[0] === 0x41;
}

function isEvmAddress(a: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(a)) return false;
  const body = a.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return eip55(body.toLowerCase()) === body;
}

/** EIP-55 mixed-case checksum of a lower-case hex address body. */
export function eip55(lowerHex: string): string {
  const h = keccak256(Buffer.from(lowerHex, 'ascii')).toString('hex');
  let out = '';
  for (let i = 0; i < lowerHex.length; i++) {
    const c = lowerHex[i]!;
    out += parseInt(h[i]!, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

function isBitcoinAddress(a: string): boolean {
  if (/^[13]/.test(a)) {
    if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(a)) return false;
    const p = base58Check(a);
    return p !== null && p.length === 21 && (p[0] === 0x00 || p[0] === 0x05);
  }
  return isSegwitAddress(a);
}

// Bech32 / bech32m (BIP 173, BIP 350).
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
  }
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const out: number[] = [];
  for (const c of hrp) out.push(c.charCodeAt(0) >> 5);
  out.push(0);
  for (const c of hrp) out.push(c.charCodeAt(0) & 31);
  return out;
}

function convertBits(data: number[], from: number, to: number, pad: boolean): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (const v of data) {
    acc = (acc << from) | v;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & maxv);
  } else if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) {
    return null;
  }
  return out;
}

function isSegwitAddress(address: string): boolean {
  if (address.length < 14 || address.length > 90) return false;
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const a = address.toLowerCase();
  const sep = a.lastIndexOf('1');
  if (sep < 1 || a.slice(0, sep) !== 'bc') return false;
  const data: number[] = [];
  for (const c of a.slice(sep + 1)) {
    const i = BECH32.indexOf(c);
    if (i < 0) return false;
    data.push(i);
  }
  if (data.length < 7) return false;
  const check = polymod([...hrpExpand('bc'), ...data]);
  const version = data[0]!;
  if (!((version === 0 && check === 1) || (version > 0 && check === 0x2bc830a3))) return false;
  if (version > 16) return false;
  const program = convertBits(data.slice(1, -6), 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

/** A segwit address (used by the seed and the tests). */
export function segwitEncode(version: number, program: Uint8Array): string {
  const data = [version, ...convertBits([...program], 8, 5, true)!];
  const constant = version === 0 ? 1 : 0x2bc830a3;
  const mod = polymod([...hrpExpand('bc'), ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return 'bc1' + [...data, ...checksum].map((d) => BECH32[d]).join('');
}

// Keccak-256 (the pre-standard SHA-3 padding Ethereum uses), on 64-bit lanes as BigInt:
// slow but only run on an address being saved.
const MASK = (1n << 64n) - 1n;
const RC = [
  0x0000000000000001n, 0x0000000000008082n, 0x800000000000808an, 0x8000000080008000n, 0x000000000000808bn,
  0x0000000080000001n, 0x8000000080008081n, 0x8000000000008009n, 0x000000000000008an, 0x0000000000000088n,
  0x0000000080008009n, 0x000000008000000an, 0x000000008000808bn, 0x800000000000008bn, 0x8000000000008089n,
  0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x000000000000800an, 0x800000008000000an,
  0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n,
];
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

function rotl(x: bigint, n: number): bigint {
  return n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & MASK;
}

function keccakF(s: bigint[]): void {
  for (let round = 0; round < 24; round++) {
    const c = [0, 1, 2, 3, 4].map((x) => s[x]! ^ s[x + 5]! ^ s[x + 10]! ^ s[x + 15]! ^ s[x + 20]!);
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) s[x + y] = s[x + y]! ^ d;
    }
    const b = new Array<bigint>(25);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(s[x + 5 * y]!, ROT[x + 5 * y]!);
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        s[x + 5 * y] = b[x + 5 * y]! ^ (~b[((x + 1) % 5) + 5 * y]! & MASK & b[((x + 2) % 5) + 5 * y]!);
      }
    }
    s[0] = s[0]! ^ RC[round]!;
  }
}

export function keccak256(input: Uint8Array): Buffer {
  const rate = 136;
  const padded = new Uint8Array(Math.ceil((input.length + 1) / rate) * rate);
  padded.set(input);
  padded[input.length] = 0x01;
  padded[padded.length - 1]! |= 0x80;
  const s = new Array<bigint>(25).fill(0n);
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let k = 7; k >= 0; k--) lane = (lane << 8n) | BigInt(padded[off + i * 8 + k]!);
      s[i] = s[i]! ^ lane;
    }
    keccakF(s);
  }
  const out = Buffer.alloc(32);
  for (let i = 0; i < 4; i++) {
    let lane = s[i]!;
    for (let k = 0; k < 8; k++) {
      out[i * 8 + k] = Number(lane & 0xffn);
      lane >>= 8n;
    }
  }
  return out;
}
