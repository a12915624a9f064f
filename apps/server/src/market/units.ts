/**
 * Exact conversions between integer units and decimal strings (see types.ts): no float is
 * involved, so "231.45" stays "231.45".
 */

/** `12345` at scale 2 -> `"123.45"`; `-5` at scale 3 -> `"-0.005"`. */
export function formatUnits(n: number | bigint, scale: number): string {
  const neg = n < 0;
  const digits = (neg ? -BigInt(n) : BigInt(n)).toString();
  if (scale <= 0) return (neg ? '-' : '') + digits + '0'.repeat(-scale);
  const padded = digits.padStart(scale + 1, '0');
  const int = padded.slice(0, padded.length - scale);
  return `${neg ? '-' : ''}${int}.${padded.slice(padded.length - scale)}`;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/** `"123.4567"` at scale 2 -> 12346 (half away from zero); throws on anything but a plain decimal. */
export function parseUnits(s: string, scale: number): number {
  const big = parseUnitsBig(s, scale);
  const n = Number(big);
  if (!Number.isSafeInteger(n)) throw new RangeError(`value out of range: ${s}`);
  return n;
}

export function parseUnitsBig(s: string, scale: number): bigint {
  const m = DECIMAL.exec(s.trim());
  if (!m) throw new TypeError(`not a decimal: ${s}`);
  const frac = m[3] ?? '';
  const kept = (frac + '0'.repeat(scale)).slice(0, scale);
  let v = BigInt((m[2] ?? '0') + kept);
  if ((frac[scale] ?? '0') >= '5') v += 1n;
  return m[1] ? -v : v;
}

/** A JSON number from a feed (e.g. 189.37 or 1.2e-7) as units, through its shortest decimal text. */
export function numberToUnits(x: number, scale: number): number {
  if (!Number.isFinite(x)) throw new TypeError(`not a finite number: ${x}`);
  return parseUnits(plainDecimal(x), scale);
}

/** Shortest round-trip decimal text of a float without exponent notation. */
export function plainDecimal(x: number): string {
  const s = String(x);
  if (!/e/i.test(s)) return s;
  const [mant, expPart] = s.toLowerCase().split('e');
  const exp = Number(expPart);
  const neg = mant!.startsWith('-');
  const [i, f = ''] = mant!.replace('-', '').split('.');
  const digits = i! + f;
  const point = i!.length + exp;
  const body = point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (neg ? '-' : '') + body;
}

/** a / b rounded half away from zero, on BigInts. */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  const neg = a < 0n !== b < 0n;
  const aa = a < 0n ? -a : a;
  const bb = b < 0n ? -b : b;
  const q = (aa * 2n + bb) / (bb * 2n);
  return neg ? -q : q;
}

/** Percentage change of `now` against `base` as a string with 2 decimals (`"-1.23"`). */
export function percentChange(now: number, base: number): string {
  if (base === 0) return '0.00';
  return formatUnits(divRound(BigInt(now - base) * 10000n, BigInt(base)), 2);
}
