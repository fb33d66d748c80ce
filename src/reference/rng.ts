// The TS twin of assembly/rng.ts: xoshiro128** on 32-bit words, bit for bit.

const GOLDEN = 0x9e3779b9;

function mix32(z: number): number {
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

export class Rng {
  private s0 = 1;
  private s1 = 0;
  private s2 = 0;
  private s3 = 0;

  /** Same stream as assembly/rng.ts seedRng(lo, hi, stream). */
  seed(lo: number, hi: number, stream: number): void {
    let x = (lo ^ mix32((hi ^ mix32((stream + 0x6a09e667) >>> 0)) >>> 0)) >>> 0;
    x = (x + GOLDEN) >>> 0; this.s0 = mix32(x);
    x = (x + GOLDEN) >>> 0; this.s1 = mix32(x);
    x = (x + GOLDEN) >>> 0; this.s2 = mix32(x);
    x = (x + GOLDEN) >>> 0; this.s3 = mix32(x);
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  nextU32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.s1 << 9) >>> 0;
    this.s2 = (this.s2 ^ this.s0) >>> 0;
    this.s3 = (this.s3 ^ this.s1) >>> 0;
    this.s1 = (this.s1 ^ this.s2) >>> 0;
    this.s0 = (this.s0 ^ this.s3) >>> 0;
    this.s2 = (this.s2 ^ t) >>> 0;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  below(m: number): number {
    return scale(this.nextU32(), m);
  }
}

/** floor(x * m / 2^32) for a random word x, exactly in doubles: the high word of a 32x32 product. */
export function scale(x: number, m: number): number {
  const hi = (x >>> 16) * m;
  const lo = (x & 0xffff) * m;
  return Math.floor((hi + Math.floor(lo / 65536)) / 65536);
}
