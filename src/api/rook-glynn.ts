// The permanent of a small dense 0/1 matrix by Glynn's formula (see: D. G. Glynn, "The permanent
// of a square matrix", European J. Combin. 31, 2010), the halved form of Ryser's:
//
//   perm(A) = 2^-(k-1) sum over d in {+1,-1}^k with d_0 = +1 of (prod_i d_i) prod_j (sum_i d_i a_ij)
//
// Walking the 2^(k-1) sign vectors in Gray-code order flips one d_i a step, so each column sum
// moves by 2 a_ij and a step costs O(k): 2^(k-1) k in all, for any density. The column sums are
// small whole numbers (|s| <= k <= 32), so the products are exact modulo primes below 2^26 in
// doubles, multiplied five sums at a time (32^5 = 2^25, times a residue below 2^26: below 2^53);
// enough primes for a bound on the permanent give it exactly by the Chinese remainder theorem.
import type { Work } from "./rook-work.js";

/** The largest k the products hold exactly: five column sums of at most k each below 2^25. */
export const MAX_GLYNN_K = 32;
/** Column sums multiplied together before a product is reduced modulo a prime (32^5 = 2^25). */
const SUMS_PER_FACTOR = 5;
/** Primes are taken below this (a residue times a factor of five sums stays below 2^53). */
const PRIME_LIMIT = 2 ** 26;
/** Sign vectors between two reports of the work done (a few milliseconds at k = 28). */
const STEPS_PER_YIELD = 1 << 12;

/** Work units per sign vector of a k x k matrix with `primes` moduli: the sums, then the products. */
export function glynnStepCost(k: number, primes: number): number {
  return k + primes * Math.ceil(k / SUMS_PER_FACTOR);
}

/** How many primes below 2^26 a permanent below 2^bits needs (their product above it). */
export function primesFor(bits: number): number {
  return Math.ceil((bits + 1) / 25);
}

/** The permanent of the k x k 0/1 matrix whose row i has ones in columns rows[i], at most `bits`
 *  bits long; yields the work done every STEPS_PER_YIELD sign vectors (glynnStepCost each). */
export function* glynn(rows: Int32Array[], bits: number): Work {
  const k = rows.length;
  if (k > MAX_GLYNN_K) throw new RangeError(`Glynn's formula here takes k <= ${MAX_GLYNN_K}, got ${k}`);
  if (k === 0) return 1n;
  const primes = primesBelowLimit(primesFor(bits));
  const p = primes.length;
  const sums = new Float64Array(k);
  for (const row of rows) for (const j of row) sums[j]++;
  const residues = new Float64Array(p);
  const reciprocals = primes.map((prime) => 1 / prime);
  const factors = Math.ceil(k / SUMS_PER_FACTOR);
  const factor = new Float64Array(factors);
  const stepCost = glynnStepCost(k, p);
  const add = (sign: number): void => {
    // the product of the column sums, five at a time, exactly
    for (let f = 0; f < factors; f++) {
      let product = 1;
      const end = Math.min(k, (f + 1) * SUMS_PER_FACTOR);
      for (let j = f * SUMS_PER_FACTOR; j < end; j++) product *= sums[j];
      if (product === 0) return; // a zero sum: the term is 0
      factor[f] = product;
    }
    for (let q = 0; q < p; q++) {
      const prime = primes[q];
      const reciprocal = reciprocals[q];
      let residue = factor[0];
      for (let f = 1; f < factors; f++) residue = mulMod(residue, factor[f], prime, reciprocal);
      residue = mulMod(residue, sign, prime, reciprocal); // also brings the first factor into [0, prime)
      const sum = residues[q] + residue;
      residues[q] = sum >= prime ? sum - prime : sum;
    }
  };
  const negative = new Uint8Array(k); // d_i = -1
  let sign = 1;
  add(sign);
  const steps = 2 ** (k - 1);
  for (let t = 1; t < steps; t++) {
    const i = 1 + ctz(t); // Gray code: the bit that changes at step t
    const row = rows[i];
    const delta = negative[i] ? 2 : -2;
    negative[i] ^= 1;
    for (let j = 0; j < row.length; j++) sums[row[j]] += delta;
    sign = -sign;
    add(sign);
    if ((t & (STEPS_PER_YIELD - 1)) === 0) yield STEPS_PER_YIELD * stepCost;
  }
  yield (steps % STEPS_PER_YIELD) * stepCost;
  // divide by 2^(k-1) in each residue, then join the residues
  return crt(primes.map((prime, q) => {
    const r = ((BigInt(residues[q]) % BigInt(prime)) + BigInt(prime)) % BigInt(prime);
    return (r * modPow(inverse(2n, BigInt(prime)), BigInt(k - 1), BigInt(prime))) % BigInt(prime);
  }), primes);
}

/** a b modulo prime, in [0, prime), for |a b| < 2^53: the quotient from the reciprocal is off by
 *  at most one either way (much faster than %, which V8 runs as a call to fmod). */
function mulMod(a: number, b: number, prime: number, reciprocal: number): number {
  const x = a * b;
  const r = x - Math.floor(x * reciprocal) * prime;
  return r < 0 ? r + prime : r >= prime ? r - prime : r;
}

/** Trailing zero bits of t > 0. */
const ctz = (t: number): number => 31 - Math.clz32(t & -t);

const known: number[] = [];

/** The `count` largest primes below PRIME_LIMIT, found by trial division once. */
function primesBelowLimit(count: number): number[] {
  for (let candidate = (known.at(-1) ?? PRIME_LIMIT) - 1; known.length < count; candidate -= 2) {
    if (candidate % 2 === 0) candidate--;
    let prime = true;
    for (let d = 3; d * d <= candidate; d += 2) if (candidate % d === 0) { prime = false; break; }
    if (prime) known.push(candidate);
  }
  return known.slice(0, count);
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus) if (e & 1n) result = (result * b) % modulus;
  return result;
}

/** a^-1 modulo a prime, by Fermat. */
const inverse = (a: bigint, prime: bigint): bigint => modPow(a, prime - 2n, prime);

/** The x in [0, product of primes) with x = residues[q] modulo primes[q] (Garner's order). */
function crt(residues: bigint[], primes: number[]): bigint {
  let x = 0n;
  let modulus = 1n;
  primes.forEach((prime, q) => {
    const p = BigInt(prime);
    const t = (((residues[q] - x) % p + p) % p * inverse(modulus % p, p)) % p;
    x += modulus * t;
    modulus *= p;
  });
  return x;
}
