// Rooks are counted, never enumerated. A placement of n rooks, one per column, is a permutation
// that avoids the blocked squares, so the count is the permanent of the board's 0/1 matrix of
// allowed squares. The permanent is #P-hard in general (Valiant 1979), so the count is planned:
//
// 1. Fixed rooks take their rows and columns out; m lines of each kind are left.
// 2. Nothing blocked: m!. A line with every square blocked: 0.
// 3. When the allowed squares are few enough to list (MAX_ALLOWED_SQUARES), the board splits
//    into the connected parts of its allowed squares (rows and columns joined by a square): the
//    count is the product of the parts' (a part with more rows than columns, or fewer, has none).
// 4. Each part is counted by the cheapest exact method for it:
//    - Glynn's formula (Ryser's, halved), 2^(k-1) k for a k x k part, whatever its density
//      (src/api/rook-glynn.ts);
//    - a sweep over the allowed squares when they lie in a band (src/api/rook-sweep.ts);
//    - the rook polynomial of its blocked squares when they are few or banded: by
//      inclusion-exclusion, sum over j of (-1)^j r_j (k - j)!, r_j the ways to put j rooks on
//      blocked squares, no two attacking (see: Riordan, An Introduction to Combinatorial
//      Analysis, 1958, ch. 7-8); the polynomial is the product of those of the blocked squares'
//      own connected parts, each by a sweep.
//    A part whose cheapest method is estimated past MAX_ROOK_WORK is refused before any work.
// Why it works: a permutation matrix inside the allowed squares gives each allowed part as many
// rows as columns and restricts to a permutation of each; the inclusion-exclusion counts the
// permutations that use no blocked square, since (k - j)! permutations use a given j of them
// that no two share a line.
import { UsageError } from "../errors/errors.js";
import { glynn, glynnStepCost, MAX_GLYNN_K, primesFor } from "./rook-glynn.js";
import { BIGINT_UNITS, permanentSweep, planSweep, rookPolynomialSweep, type Lines, type SweepPlan } from "./rook-sweep.js";
import { productOf, type Planning, type Work } from "./rook-work.js";

/** The largest n a rook count takes: n! has 456,574 digits, about a second to compute and print. */
export const MAX_ROOK_COUNT_N = 100_000;
/** The most work units a count may be estimated to take: about four minutes of one core (a unit
 *  is about 1.8 ns, measured on Glynn's formula; it fits k = 31, not 32). */
export const MAX_ROOK_WORK = 2 ** 37;
/** The most allowed squares listed to split the board into parts (4 bytes each). */
const MAX_ALLOWED_SQUARES = 2 ** 23;

/** The board as prepare() leaves it: fix[c] the fixed row of column c (-1: none), column c's
 *  blocked rows brows[bstart[c] .. bstart[c + 1]). */
export interface RookBoard {
  n: number;
  fix: Int32Array;
  bstart: Uint32Array;
  brows: Uint32Array;
}

/** A planned count: its work (run it to the end for the count) and the work units it is
 *  estimated to take (an upper bound but for Glynn's formula, where it is exact). */
export interface RookCount {
  work: Work;
  total: number;
}

/** How one part is counted, and what that is estimated to cost. */
export interface Method {
  cost: number;
  run: () => Work;
}

/** Plans the count of n rooks on `board`, a stage a step; a UsageError when it would take more
 *  than MAX_ROOK_WORK. */
export function* planRookCount(board: RookBoard): Planning<RookCount> {
  const { blocked, m } = freeBoard(board);
  yield;
  if (blocked.lines.every((line) => line.length === 0)) return planned([{ cost: factorialCost(m), run: () => factorial(1, m) }]);
  if (hasFullLine(blocked)) return planned([{ cost: 0, run: zero }]);
  const allowed = m * m - blocked.lines.reduce((sum, line) => sum + line.length, 0);
  if (allowed > MAX_ALLOWED_SQUARES) {
    const method = yield* byRookPolynomial(m, blocked);
    if (method.cost > MAX_ROOK_WORK) throw tooLarge(method.cost, `the ${m}x${m} board's blocked squares are too tangled for a sweep, and its ${allowed} allowed squares too many to split`);
    return planned([method]);
  }
  const free = complement(blocked, m);
  yield;
  const parts = connectedParts(free);
  yield;
  const methods: Method[] = [];
  for (const part of parts) {
    if (part.lines.length !== part.width) return planned([{ cost: 0, run: zero }]);
    methods.push(yield* cheapest(part));
  }
  return planned(methods);
}

function planned(methods: Method[]): RookCount {
  return { work: productOf(methods.map((method) => method.run())), total: methods.reduce((sum, method) => sum + method.cost, 0) };
}

function* zero(): Work {
  return 0n;
}

/** The rows and columns no fixed rook holds, renumbered 0 .. m-1, as the blocked squares of each row. */
function freeBoard({ n, fix, bstart, brows }: RookBoard): { blocked: Lines; m: number } {
  const rowTaken = new Uint8Array(n);
  for (let c = 0; c < n; c++) if (fix[c] >= 0) rowTaken[fix[c]] = 1;
  const rowOf = new Int32Array(n);
  let m = 0;
  for (let r = 0; r < n; r++) rowOf[r] = rowTaken[r] ? -1 : m++;
  const lengths = new Int32Array(m);
  const each = (visit: (row: number, column: number) => void): void => {
    let column = 0;
    for (let c = 0; c < n; c++) {
      if (fix[c] >= 0) continue;
      for (let k = bstart[c]; k < bstart[c + 1]; k++) if (rowOf[brows[k]] >= 0) visit(rowOf[brows[k]], column);
      column++;
    }
  };
  each((row) => lengths[row]++);
  const lines = Array.from(lengths, (length) => new Int32Array(length));
  const filled = new Int32Array(m);
  each((row, column) => (lines[row][filled[row]++] = column)); // columns rise: each row's list is sorted
  return { blocked: { lines, width: m }, m };
}

function hasFullLine({ lines, width }: Lines): boolean {
  const perColumn = new Int32Array(width);
  for (const line of lines) {
    if (line.length === width) return true;
    for (const j of line) perColumn[j]++;
  }
  return perColumn.some((count) => count === lines.length);
}

/** The squares of each line that `squares` does not list, within a width (both sorted). */
function complement({ lines }: Lines, width: number): Lines {
  return {
    lines: lines.map((line) => {
      const out = new Int32Array(width - line.length);
      let at = 0;
      let k = 0;
      for (let j = 0; j < width; j++) {
        if (k < line.length && line[k] === j) k++;
        else out[at++] = j;
      }
      return out;
    }),
    width,
  };
}

/** The connected parts of the squares (lines of both kinds joined by a square), each renumbered:
 *  its lines in their order, its other-side lines in theirs. */
function connectedParts({ lines, width }: Lines): Lines[] {
  const parent = Int32Array.from({ length: lines.length + width }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  lines.forEach((line, i) => {
    for (const j of line) parent[find(i)] = find(lines.length + j);
  });
  const partOf = new Map<number, { lines: number[]; others: number[] }>();
  const group = (x: number) => {
    const root = find(x);
    let part = partOf.get(root);
    if (!part) partOf.set(root, (part = { lines: [], others: [] }));
    return part;
  };
  lines.forEach((_, i) => group(i).lines.push(i));
  const local = new Int32Array(width);
  for (let j = 0; j < width; j++) {
    const others = group(lines.length + j).others;
    local[j] = others.length;
    others.push(j);
  }
  return [...partOf.values()].map((part) => ({
    lines: part.lines.map((i) => Int32Array.from(lines[i], (j) => local[j])),
    width: part.others.length,
  }));
}

/** Every exact method for a square part given by its allowed squares (each its own check on the
 *  others in the tests): Glynn's formula up to MAX_GLYNN_K, the sweep of its allowed squares, the
 *  rook polynomial of its blocked ones. */
export function* partMethods(part: Lines): Planning<{ glynn?: Method; sweep: Method; polynomial: Method }> {
  const k = part.lines.length;
  // the permanent is at most the product of the row sums: that many bits, enough primes
  const bits = Math.ceil(part.lines.reduce((sum, line) => sum + Math.log2(Math.max(1, line.length)), 0));
  const sweep = yield* planSweep(part, "permanent", MAX_ROOK_WORK);
  return {
    glynn: k <= MAX_GLYNN_K ? { cost: 2 ** (k - 1) * glynnStepCost(k, primesFor(bits)), run: () => glynn(part.lines, bits) } : undefined,
    sweep: { cost: sweep.cost, run: () => permanentSweep(sweep) },
    polynomial: yield* byRookPolynomial(k, complement(part, k)),
  };
}

/** The cheapest exact method for a square part given by its allowed squares. */
function* cheapest(part: Lines): Planning<Method> {
  const k = part.lines.length;
  const best = Object.values(yield* partMethods(part)).filter((method) => method !== undefined).reduce((a, b) => (b.cost < a.cost ? b : a));
  if (best.cost > MAX_ROOK_WORK) {
    const squares = part.lines.reduce((sum, line) => sum + line.length, 0);
    throw tooLarge(best.cost, `a connected part of ${k} rows and ${k} columns with ${squares} allowed and ${k * k - squares} blocked squares is too large for Glynn's formula (up to about 31) and too tangled for a sweep`);
  }
  return best;
}

const tooLarge = (cost: number, why: string): UsageError => {
  const estimate = Number.isFinite(cost) ? `about 2^${Math.round(Math.log2(cost))}` : "far more";
  return new UsageError(`counting these rooks would take ${estimate} steps, past the limit of 2^${Math.log2(MAX_ROOK_WORK)} (about four minutes): ${why}`);
};

/** Blocked parts of one shape (the same lines in the same order), each its polynomial: one sweep,
 *  raised to the power `times`. */
interface Shape {
  plan: SweepPlan;
  times: number;
  degree: number;
}

/** Inclusion-exclusion over the blocked squares of a k x k part: the blocked squares' parts, each
 *  shape's polynomial by a sweep and a power (the diagonal's n single squares are one sweep and
 *  (1 + x)^n), their product, then sum (-1)^j r_j (k - j)!. */
function* byRookPolynomial(k: number, blocked: Lines): Planning<Method> {
  const parts = connectedParts(blocked);
  yield;
  const shapes = new Map<string, Shape>();
  for (const part of parts) {
    if (part.lines.length === 0 || part.width === 0) continue;
    const key = `${part.width}:${part.lines.map((line) => line.join(",")).join(";")}`;
    const shape = shapes.get(key);
    if (shape) shape.times++;
    else shapes.set(key, { plan: yield* planSweep(part, "polynomial", MAX_ROOK_WORK), times: 1, degree: Math.min(part.lines.length, part.width) });
  }
  // the coefficients and the sum's terms are BigInts of about `degree` and log2(k!) bits
  const size = (bits: number): number => BIGINT_UNITS * (1 + bits / 512);
  let degree = 0;
  let cost = 0;
  for (const { plan, times, degree: own } of shapes.values()) {
    cost += plan.cost + times * own * own * size(times * own); // the sweep, then the power
    cost += degree * times * own * size(degree + times * own); // times the product so far
    degree += times * own;
  }
  cost += degree * size(log2Factorial(k)) + factorialCost(k - degree);
  return { cost, run: () => inclusionExclusion(k, [...shapes.values()]) };
}

function* inclusionExclusion(k: number, shapes: Shape[]): Work {
  let polynomial = [1n];
  for (const { plan, times } of shapes) {
    const own = yield* power(yield* rookPolynomialSweep(plan), times);
    const product = new Array<bigint>(polynomial.length + own.length - 1).fill(0n);
    for (let i = 0; i < polynomial.length; i++) {
      for (let j = 0; j < own.length; j++) product[i + j] += polynomial[i] * own[j];
      yield own.length * BIGINT_UNITS;
    }
    polynomial = product;
  }
  // sum over j of (-1)^j r_j (k - j)! = (k - d)! ((((r_0 k - r_1) (k - 1) + r_2) ...) (k - d + 1) +- r_d), by Horner
  const d = polynomial.length - 1;
  let sum = polynomial[0];
  for (let j = 1; j <= d; j++) {
    sum = sum * BigInt(k - j + 1) + (j % 2 === 0 ? polynomial[j] : -polynomial[j]);
    if (j % 64 === 0) yield 64 * BIGINT_UNITS;
  }
  return sum * (yield* factorial(1, k - d));
}

/** p^e for a polynomial with p_0 = 1 (a rook polynomial's), by J. C. P. Miller's recurrence for
 *  the powers of a power series, k q_k = sum over i of ((e + 1) i - k) p_i q_(k-i) (from
 *  q' p = e p' q), O(e d^2) terms rather than e - 1 products; each division is exact. */
function* power(p: bigint[], e: number): Generator<number, bigint[], void> {
  if (e === 1) return p;
  const d = p.length - 1;
  const q = [1n];
  const next = BigInt(e + 1);
  for (let k = 1; k <= d * e; k++) {
    let sum = 0n;
    for (let i = 1; i <= Math.min(d, k); i++) sum += (next * BigInt(i) - BigInt(k)) * p[i] * q[k - i];
    q.push(sum / BigInt(k));
    if (k % 64 === 0) yield 64 * d * BIGINT_UNITS;
  }
  return q;
}

/** a (a + 1) ... b by a balanced product tree (fast on V8's large BigInts); 1 when b < a. */
function* factorial(a: number, b: number): Work {
  if (b - a < 32) {
    let product = 1n;
    for (let i = a; i <= b; i++) product *= BigInt(i);
    yield Math.max(0, b - a + 1) * BIGINT_UNITS;
    return product;
  }
  const middle = (a + b) >> 1;
  return (yield* factorial(a, middle)) * (yield* factorial(middle + 1, b));
}

function log2Factorial(m: number): number {
  let bits = 0;
  for (let i = 2; i <= m; i++) bits += Math.log2(i);
  return bits;
}

/** m!'s product tree: the leaves' products, then multiplications of numbers up to log2(m!) bits. */
const factorialCost = (m: number): number => m * BIGINT_UNITS * (1 + Math.log2(Math.max(2, m)) * log2Factorial(m) / 2 ** 20);
