// Sweeps over the lines of one side of a part of the board (its rows, or its columns), keeping as
// state only which of the other side's "open" lines are taken: those met already and met again
// later (a profile, or frontier, dynamic programme; see: Kloks, Treewidth, 1994, on path
// decompositions). A board whose squares lie in a band, such as the ménage board's two
// diagonals, has an open set of two or three lines whatever its size, so it costs
// O(lines x 2^open x squares a line). Two sweeps share the frame:
//   permanentSweep: the squares are the allowed ones and every line takes exactly one: the count;
//   rookPolynomialSweep: the squares are the blocked ones and a line takes one or none: r_0, r_1, ...
// The order of the lines decides the open set: planSweep tries the given order and a
// Cuthill-McKee order (breadth first from a line of least degree; see: Cuthill and McKee,
// "Reducing the bandwidth of sparse symmetric matrices", 1969), on both sides, and takes the cheapest.
import type { Planning, Work } from "./rook-work.js";

/** The most open lines a sweep keeps (its states are bit masks of them, in a 31-bit int). */
export const MAX_OPEN = 30;
/** Work units a BigInt addition counts, against a double operation's 1 (measured on the ménage and
 *  derangement boards: their units then cost 1.3-2.3 times Glynn's). */
export const BIGINT_UNITS = 25;
/** States a sweep moves between two reports of its work. */
const STATES_PER_YIELD = 1 << 10;

/** One side's lines of a part, each the sorted other-side lines (0 .. width-1) it has squares on. */
export interface Lines {
  lines: Int32Array[];
  width: number;
}

export type SweepKind = "permanent" | "polynomial";

/** How to sweep a part: which side, in which order, and the work it is estimated to take. */
export interface SweepPlan {
  lines: Lines;
  order: Int32Array;
  /** Work units, an upper bound from the open sets (Infinity past MAX_OPEN). */
  cost: number;
}

/** The same squares seen from the other side. */
export function transpose({ lines, width }: Lines): Lines {
  const lengths = new Int32Array(width);
  for (const line of lines) for (const j of line) lengths[j]++;
  const out = Array.from(lengths, (length) => new Int32Array(length));
  const filled = new Int32Array(width);
  lines.forEach((line, i) => {
    for (const j of line) out[j][filled[j]++] = i;
  });
  return { lines: out, width: lines.length };
}

/** The cheapest of the four sweeps: either side, in its own order or a Cuthill-McKee order
 *  (Infinity when none costs at most `limit`). */
export function* planSweep(part: Lines, kind: SweepKind, limit: number): Planning<SweepPlan> {
  const sides = [part, transpose(part)];
  yield;
  let best: SweepPlan | undefined;
  for (const [side, lines] of sides.entries()) {
    for (const ordered of [() => Int32Array.from(lines.lines.keys()), () => cuthillMcKee(lines, sides[1 - side])]) {
      const order = ordered();
      const cost = sweepCost(lines, order, kind, Math.min(limit, best?.cost ?? Infinity));
      if (!best || cost < best.cost) best = { lines, order, cost };
      yield;
    }
  }
  return best!;
}

/** The last position in `order` at which each other-side line is met (-1: never). */
function lastMet({ lines, width }: Lines, order: Int32Array): Int32Array {
  const last = new Int32Array(width).fill(-1);
  order.forEach((line, at) => {
    for (const j of lines[line]) last[j] = at;
  });
  return last;
}

/** The sweep's work: each line's states (bounded from the open set) times its moves; Infinity
 *  once past `limit`. */
function sweepCost(part: Lines, order: Int32Array, kind: SweepKind, limit: number): number {
  const last = lastMet(part, order);
  const seen = new Uint8Array(part.width);
  const degree = Math.min(order.length, part.width);
  let open = 0;
  let closed = 0;
  let cost = 0;
  for (let at = 0; at < order.length; at++) {
    const line = part.lines[order[at]];
    // states: subsets of the open lines; a permanent's take exactly one line for each line swept
    // (less those closed, each taken), a polynomial's any subset, for each count of rooks so far
    const states = kind === "permanent" ? binomial(open, at - closed) : 2 ** open * (Math.min(at, degree) + 1);
    for (const j of line) if (!seen[j]) (seen[j] = 1), open++;
    if (open > MAX_OPEN) return Infinity;
    cost += states * (line.length + 1) * BIGINT_UNITS;
    if (cost > limit) return Infinity;
    for (const j of line) if (last[j] === at) (open--, closed++);
  }
  return cost;
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Lines in breadth-first order from a line of least degree, neighbours by rising degree; each
 *  unreached group of lines from its own least line (`transposed`: the part from the other side). */
function cuthillMcKee(part: Lines, transposed: Lines): Int32Array {
  const { lines } = part;
  const others = transposed.lines;
  const byDegree = Int32Array.from(lines.keys()).sort((a, b) => lines[a].length - lines[b].length);
  const reached = new Uint8Array(lines.length);
  const otherReached = new Uint8Array(part.width);
  const order = new Int32Array(lines.length);
  let head = 0;
  let tail = 0;
  for (const start of byDegree) {
    if (reached[start]) continue;
    reached[start] = 1;
    order[tail++] = start;
    while (head < tail) {
      const line = order[head++];
      const next: number[] = [];
      for (const j of lines[line]) {
        if (otherReached[j]) continue;
        otherReached[j] = 1;
        for (const neighbour of others[j]) if (!reached[neighbour]) (reached[neighbour] = 1), next.push(neighbour);
      }
      next.sort((a, b) => lines[a].length - lines[b].length);
      for (const neighbour of next) order[tail++] = neighbour;
    }
  }
  return order;
}

/** The open lines' bit positions, given out as lines are first met and taken back as they close. */
class Slots {
  private readonly slot: Int32Array;
  private readonly free: number[] = [];
  private used = 0;
  constructor(width: number) {
    this.slot = new Int32Array(width).fill(-1);
  }
  bit(j: number): number {
    if (this.slot[j] < 0) this.slot[j] = this.free.pop() ?? this.used++;
    return 1 << this.slot[j];
  }
  /** The bits of the lines of `line` that close at position `at`, their slots freed. */
  closing(line: Int32Array, last: Int32Array, at: number): number {
    let mask = 0;
    for (const j of line) {
      if (last[j] !== at) continue;
      mask |= 1 << this.slot[j];
      this.free.push(this.slot[j]);
    }
    return mask;
  }
}

/** The number of ways to give every line of the plan one of its squares, no two on one other-side
 *  line, every other-side line used (the part's permanent; the part is square). */
export function* permanentSweep({ lines: part, order }: SweepPlan): Work {
  const last = lastMet(part, order);
  const slots = new Slots(part.width);
  let states = new Map<number, bigint>([[0, 1n]]);
  let moved = 0;
  for (let at = 0; at < order.length; at++) {
    const line = part.lines[order[at]];
    const bits = Array.from(line, (j) => slots.bit(j));
    const next = new Map<number, bigint>();
    for (const [mask, ways] of states) {
      for (const bit of bits) {
        if (mask & bit) continue; // taken by an earlier line
        next.set(mask | bit, (next.get(mask | bit) ?? 0n) + ways);
      }
      if (++moved % STATES_PER_YIELD === 0) yield STATES_PER_YIELD * (bits.length + 1) * BIGINT_UNITS;
    }
    // a line that closes must have been taken: keep the states that took it, and forget it
    const closing = slots.closing(line, last, at);
    states = closing === 0 ? next : new Map();
    if (closing !== 0) for (const [mask, ways] of next) if ((mask & closing) === closing) states.set(mask & ~closing, ways);
    if (states.size === 0) return 0n;
  }
  return states.get(0) ?? 0n;
}

/** r_0, r_1, ...: the ways to put k rooks on the plan's squares, no two on a line. */
export function* rookPolynomialSweep({ lines: part, order }: SweepPlan): Generator<number, bigint[], void> {
  const last = lastMet(part, order);
  const slots = new Slots(part.width);
  let states = new Map<number, bigint[]>([[0, [1n]]]);
  let moved = 0;
  const into = (map: Map<number, bigint[]>, mask: number, ways: bigint[], shift: number): void => {
    const sum = map.get(mask) ?? [];
    while (sum.length < ways.length + shift) sum.push(0n);
    for (let k = 0; k < ways.length; k++) sum[k + shift] += ways[k];
    map.set(mask, sum);
  };
  for (let at = 0; at < order.length; at++) {
    const line = part.lines[order[at]];
    const bits = Array.from(line, (j) => slots.bit(j));
    const next = new Map<number, bigint[]>();
    for (const [mask, ways] of states) {
      into(next, mask, ways, 0); // no rook on this line
      for (const bit of bits) if (!(mask & bit)) into(next, mask | bit, ways, 1);
      if (++moved % STATES_PER_YIELD === 0) yield STATES_PER_YIELD * (bits.length + 1) * ways.length * BIGINT_UNITS;
    }
    // a line that closes is forgotten, taken or not
    const closing = slots.closing(line, last, at);
    states = closing === 0 ? next : new Map();
    if (closing !== 0) for (const [mask, ways] of next) into(states, mask & ~closing, ways, 0);
  }
  return states.get(0)!;
}
