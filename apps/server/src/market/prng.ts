/**
 * Deterministic pseudo-random numbers for the simulator. Every random draw is addressed by
 * integers (seed, instrument, level, time), so any candle of any instrument can be produced
 * on its own, in any order, and comes out the same on every run with the same seed.
 * Not for anything secret.
 */

const TWO32 = 4294967296;

function mix32(h: number, k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** 32-bit hash of integers (each up to 2^53 in magnitude). */
export function hashInts(...keys: number[]): number {
  let h = 0x9747b28c;
  for (const k of keys) {
    const n = Math.trunc(k);
    const lo = n >>> 0;
    const hi = Math.floor(n / TWO32) | 0;
    h = mix32(mix32(h, lo), hi);
  }
  return fmix32(h ^ (keys.length * 4));
}

/** 32-bit hash of a string (instrument codes). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return fmix32(h);
}

/** A stream of uniform numbers in (0, 1) and standard normals, seeded by integers. */
export class RandomStream {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spare: number | null = null;

  constructor(...keys: number[]) {
    this.a = hashInts(...keys, 1);
    this.b = hashInts(...keys, 2);
    this.c = hashInts(...keys, 3);
    this.d = hashInts(...keys, 4) | 1;
  }

  /** sfc32 */
  uniform(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return ((t >>> 0) + 0.5) / TWO32;
  }

  /** Box-Muller. */
  normal(): number {
    if (this.spare !== null) {
      const s = this.spare;
      this.spare = null;
      return s;
    }
    const u = this.uniform();
    const v = this.uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }
}
