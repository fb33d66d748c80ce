// xoshiro128** (Blackman & Vigna 2018): 32-bit words only, so the TS twin in
// src/reference/rng.ts reproduces it bit for bit with Math.imul and >>> 0.
// see: https://prng.di.unimi.it/xoshiro128starstar.c

export let s0: u32 = 1;
export let s1: u32 = 0;
export let s2: u32 = 0;
export let s3: u32 = 0;

/** Hands the state back after a hot loop ran the generator on locals (see solve.ts windowSlice). */
export function setState(a: u32, b: u32, c: u32, d: u32): void {
  s0 = a; s1 = b; s2 = c; s3 = d;
}

// murmur3's finalizer: spreads seed bits so that seeds 0, 1, 2 ... give unrelated streams.
// @ts-ignore: decorator
@inline function mix32(z: u32): u32 {
  z = (z ^ (z >>> 16)) * 0x85ebca6b;
  z = (z ^ (z >>> 13)) * 0xc2b2ae35;
  return z ^ (z >>> 16);
}

/** Seeds the generator from a 53-bit seed (lo, hi words) and a stream number (the restart index). */
export function seedRng(lo: u32, hi: u32, stream: u32): void {
  let x = lo ^ mix32(hi ^ mix32(stream + 0x6a09e667));
  x += 0x9e3779b9; s0 = mix32(x);
  x += 0x9e3779b9; s1 = mix32(x);
  x += 0x9e3779b9; s2 = mix32(x);
  x += 0x9e3779b9; s3 = mix32(x);
  if ((s0 | s1 | s2 | s3) == 0) s0 = 1; // the all-zero state is a fixed point
}

// @ts-ignore: decorator
@inline export function nextU32(): u32 {
  const result = rotl<u32>(s1 * 5, 7) * 9;
  const t = s1 << 9;
  s2 ^= s0;
  s3 ^= s1;
  s1 ^= s2;
  s0 ^= s3;
  s2 ^= t;
  s3 = rotl<u32>(s3, 11);
  return result;
}

/** Uniform integer in [0, m) from a random word x, by Lemire's multiply-shift (bias below m / 2^32). */
// @ts-ignore: decorator
@inline export function scale(x: u32, m: u32): u32 {
  return <u32>((<u64>x * <u64>m) >>> 32);
}

// @ts-ignore: decorator
@inline export function below(m: u32): u32 {
  return scale(nextU32(), m);
}
