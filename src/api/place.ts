// Placing rooks, queens or knights with blocked squares and fixed pieces: checks the input, picks
// the engine method for the board, drives the core in slices (progress, timeouts, Ctrl-C) and
// checks every answer with the verifier, each call on an engine of its own (src/api/engines.ts).
//   placement: rooks by matching (any n; Hall's condition when there is none); queens, n <= 32, by
//   exact backtracking, larger by min-conflicts over allowed rows; knights by the candidate search.
//   count and every placement: exact backtracking, n <= 32.
import { FixedAttackError, invalidAnswer, NoAnswerError, TimeoutError, UsageError, shown } from "../errors/errors.js";
import type { Engine } from "../engine/engine.js";
import { checkAttempts, checkSeed, DEFAULT_PLACE_RESTARTS, defaultMaxSteps, randomSeed, timedOutMessage } from "./defaults.js";
import type { Leaser } from "./engines.js";
import { ENGINES } from "../engine/engine.js";
import { checkedOptions, checkKeys, checkLimits, flagOf, keysOf, limitOf, nameOf, optionsOf, wholeOf } from "./options.js";
import { Slicer } from "./slicer.js";
import { plural } from "../errors/wording.js";
import { MAX_ROOK_COUNT_N, planRookCount, type RookCount } from "./rook-count.js";
import { answered, type Answer, type Answered } from "./answer.js";
import { flatSquares, placementCheck, verifyPlacement, PIECES, type Board, type Piece, type Squares } from "../verify/pieces.js";
import { PIECE_CODE, PLACE_OUT_CAP, PlaceStatus, type PlaceCore } from "../engine/place-engine.js";

/** How place() found its answer: rooks by matching, queens by exact backtracking (n <= 32) or
 *  min-conflicts, knights by the candidate search.
 *  @example (await place(8, { piece: "rook" })).stats.method; // "matching" */
export type PlaceMethod = "backtrack" | "matching" | "minconflicts" | "knights";
export type PlaceProvider = Leaser<PlaceCore>;

/** The board around the pieces: place(8, { piece: "rook", blocked: [[0, 0]] }).
 *  @example await place(8, { piece: "rook", blocked: [[0, 0]], fixed: [[3, 4]] }); */
export interface PlaceBoard {
  /** "queen" (the default), "rook" or "knight". */
  piece?: Piece;
  /** Squares no piece may stand on, 0-based: [[row, column], ...] or flat [row, column, ...]. */
  blocked?: Squares;
  /** Squares that must hold a piece, in the same forms. */
  fixed?: Squares;
}

/** A whole problem in one object: place({ n: 8, piece: "rook", blocked: [0, 0] }).
 *  @example await place({ n: 8, piece: "queen", blocked: [0, 0], fixed: [3, 4] }); // rows[4] is 3 */
export interface PlaceProblem extends PlaceBoard {
  /** The board is n x n, with one piece per column. */
  n: number;
}

/** The problem of place(problem, options) or of place(n, { ...board, ...options }). */
export function problemOf(problem: PlaceProblem | number, board: PlaceBoard = {}): PlaceProblem {
  if (typeof problem === "number") return { n: problem, piece: board.piece, blocked: board.blocked, fixed: board.fixed };
  if (typeof problem !== "object" || problem === null) throw new UsageError(`place takes n or a problem { n, piece, blocked, fixed }, got ${shown(problem)}`);
  checkKeys(problem, PROBLEM_KEYS, "the problem");
  if (board.piece !== undefined || board.blocked !== undefined || board.fixed !== undefined) {
    throw new UsageError("the piece, blocked and fixed squares go in the problem or beside n (place(8, { piece })), not both");
  }
  return problem;
}

/** Squares checked for their form ([row, column] pairs or flat numbers), flat. */
function flatOf(squares: Squares | undefined, what: string): ArrayLike<number> {
  if (squares !== undefined && (typeof squares !== "object" || squares === null || !Number.isSafeInteger(squares.length))) {
    throw new UsageError(`${what} squares must be [row, column] pairs or row, column numbers, got ${squares === null ? "null" : typeof squares}`);
  }
  if (Array.isArray(squares) && squares.some(Array.isArray)) {
    squares.forEach((pair: unknown, k) => {
      if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== "number" || typeof pair[1] !== "number") {
        throw new UsageError(`${what} square ${k + 1} must be [row, column], got ${shown(pair)}`);
      }
    });
  }
  const flat = flatSquares(squares);
  for (let k = 0; k < flat.length; k++) {
    if (typeof flat[k] === "number" && !Number.isInteger(flat[k])) throw new UsageError(`${what} square ${(k >> 1) + 1} must be whole numbers, got ${shown(flat[k])}`);
  }
  return flat;
}

/** What place()'s onProgress gets between slices.
 *  @example await place(2e6, { onProgress: ({ stage, done, total }) => console.log(stage, total > 0 ? done / total : done) }); */
export interface PlaceProgress {
  /** greedy and matching: the rooks' (and queens' Hall check) matching; init and repair:
   *  min-conflicts queens; search: the exact searches and the knights'; count: a rook count. */
  stage: "greedy" | "matching" | "init" | "repair" | "search" | "count";
  /** Columns done (greedy, init) or steps, phases, nodes; for count, work units. */
  done: number;
  /** n for greedy and init, the estimated work units for count (an upper bound: the count may
   *  end early), else 0 (unknown) until the last event, which says done = total. */
  total: number;
  elapsedMs: number;
}

/** How place(), countPlacements() and placements() run; every field is optional.
 *  @example await place(1e6, { seed: 1, timeoutMs: 30_000 }); // milliseconds */
export interface PlaceOptions {
  /** "wasm" (the default) or "ts", the pure-TypeScript twin (same seed, same answer). */
  engine?: Engine;
  /** 0 <= seed < 2^53: the min-conflicts queens' random choices (the other methods are deterministic). Default: drawn at random. */
  seed?: number;
  /** Min-conflicts queens: repair steps per attempt before a restart (a whole number >= 1). Default: 1000 + 20 sqrt(n). */
  maxSteps?: number;
  /** Min-conflicts queens: restarts before giving up with NoAnswerError (>= 0). Default: 100. */
  maxRestarts?: number;
  /** Milliseconds (>= 0) before the call rejects with TimeoutError. Default: no limit. */
  timeoutMs?: number;
  /** Aborting it rejects the call with the signal's reason (an AbortError DOMException by default), within a slice (about 40 ms). */
  signal?: AbortSignal;
  /** Called between slices of the search. */
  onProgress?: (progress: PlaceProgress) => void;
  /** Name squares 1-based in error messages. */
  oneBased?: boolean;
  /** Check the answer with the verifier (default true). */
  verify?: boolean;
}

/** placements()'s options: place()'s and a limit.
 *  @example for await (const batch of placements(6, { piece: "knight", limit: 2 })) console.log(batch.count); */
export interface PlacementsOptions extends PlaceOptions {
  /** Stop after this many placements (a whole number >= 0, or Infinity, the default). */
  limit?: number;
}

/** What a place() measured: the method it took, its work, time in ms and memory in bytes.
 *  @example (await place(100_000, { seed: 1 })).stats.ms; // milliseconds, the check included */
export interface PlaceStats {
  /** The board is n x n. */
  n: number;
  piece: Piece;
  method: PlaceMethod;
  engine: Engine;
  /** The seed the min-conflicts queens used (drawn when not given). */
  seed: number;
  /** Blocked squares, each counted once. */
  blocked: number;
  /** Fixed pieces, each counted once. */
  fixed: number;
  /** Milliseconds from the call to the answer, its check included. */
  ms: number;
  /** Work the method counts: rows examined (matching), swaps (min-conflicts), nodes (searches). */
  work: number;
  /** Min-conflicts restarts. */
  restarts: number;
  /** Bytes of the engine's state for this board. */
  memoryBytes: number;
  /** Whether the verifier checked the answer (options.verify). */
  verified: boolean;
}

/** What place() resolves to.
 *  @example const { rows, stats } = await place(8, { piece: "rook" }); // rows[c]: the row (0-based) in column c */
export interface PlaceResult extends Answered {
  /** rows[c] = 0-based row of the piece in column c: the caller's, as solve()'s rows are; a copy
   *  of their own where the search's memory is much larger than the rows (place holds about 120
   *  bytes a column), so that keeping the rows keeps only them. */
  readonly rows: Int32Array;
  stats: PlaceStats;
}

/** The problem checked and in the cores' form. */
export interface Prepared {
  n: number;
  piece: Piece;
  code: number;
  board: Board;
  fix: Int32Array;
  bstart: Uint32Array;
  brows: Uint32Array;
  fixedCount: number;
  base: 0 | 1;
}

/** Largest n for the exhaustive searches (u32 row masks). */
export const MAX_SMALL_N = 32;
/** Largest n the place state fits in 4 GiB of Wasm memory with room (about 120 bytes a column). */
export const MAX_PLACE_N = 2 ** 24;
/** Nodes of the exhaustive search per call while listing placements. */
const NODES_PER_CALL = 1 << 20;

const now = (): number => performance.now();

const BOARD_KEYS = keysOf<PlaceBoard>({ piece: true, blocked: true, fixed: true });
const PLACE_KEYS = [...BOARD_KEYS, ...keysOf<PlaceOptions>({ engine: true, seed: true, maxSteps: true, maxRestarts: true, timeoutMs: true, signal: true, onProgress: true, oneBased: true, verify: true })];
const PLACEMENTS_KEYS = [...PLACE_KEYS, ...keysOf<Omit<PlacementsOptions, keyof PlaceOptions>>({ limit: true })];
const PROBLEM_KEYS = keysOf<PlaceProblem>({ n: true, piece: true, blocked: true, fixed: true });

/** place()'s options with the board beside n, checked, with their defaults. */
type CheckedPlaceOptions<T extends PlaceOptions> = T & PlaceBoard & { engine: Engine; verify: boolean };

/** Checks the options of place(), countPlacements() and placements(), as strictly as the CLI
 *  checks its flags. */
export function placeOptions<T extends PlaceOptions>(given: (T & PlaceBoard) | undefined, what: string): CheckedPlaceOptions<T> {
  const options = optionsOf(given, what, what === "placements" ? PLACEMENTS_KEYS : PLACE_KEYS);
  checkLimits(options as PlaceOptions & Record<string, unknown>, ["onProgress"]);
  checkSeed(options.seed);
  checkAttempts(options);
  flagOf(options.oneBased, "oneBased", false);
  return checkedOptions(options, { engine: nameOf(options.engine, "engine", ENGINES, "wasm"), verify: flagOf(options.verify, "verify", true) });
}

/** Checks the problem (exit 2 for bad input) and builds the fixed rows and the blocked lists. */
export function prepare(problem: PlaceProblem, base: 0 | 1 = 0): Prepared {
  const { n } = problem;
  const piece = (problem.piece ?? "queen") as Piece;
  if (!PIECES.includes(piece)) throw new UsageError(`unknown piece '${typeof piece === "string" ? piece : shown(piece)}' (pieces: ${PIECES.join(", ")})`);
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`n must be a whole number >= 1, got ${shown(n)}`);
  if (n > MAX_PLACE_N) throw new UsageError(`n = ${n} is above the largest board place holds (${MAX_PLACE_N})`);
  const at = (r: number, c: number): string => `${r + base},${c + base}`;
  const check = (squares: ArrayLike<number>, what: string): void => {
    if (squares.length % 2 !== 0) throw new UsageError(`${what} squares must be row, column pairs`);
    for (let k = 0; k < squares.length; k += 2) {
      const r = squares[k];
      const c = squares[k + 1];
      if (!Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0 || r >= n || c >= n) {
        throw new UsageError(`${what} square ${at(r, c)} is off the ${n}x${n} board (rows and columns ${base}..${n - 1 + base})`);
      }
    }
  };
  const blocked = flatOf(problem.blocked, "blocked");
  const fixed = flatOf(problem.fixed, "fixed");
  check(blocked, "blocked");
  check(fixed, "fixed");

  const fix = new Int32Array(n).fill(-1);
  const fixedRows: number[] = [];
  for (let k = 0; k < fixed.length; k += 2) {
    const r = fixed[k];
    const c = fixed[k + 1];
    if (fix[c] === r) continue; // the same square twice
    if (fix[c] >= 0) throw new UsageError(`fixed ${piece}s at ${at(fix[c], c)} and ${at(r, c)} share column ${c + base} (one piece per column)`);
    fix[c] = r;
    fixedRows.push(r, c);
  }
  const { bstart, brows } = blockedByColumn(n, blocked, fix, at);

  // fixed pieces must not attack each other
  const fixedCount = fixedRows.length / 2;
  if (piece === "knight") {
    for (let c = 0; c < n; c++) {
      if (fix[c] < 0) continue;
      if (c + 1 < n && fix[c + 1] >= 0 && Math.abs(fix[c + 1] - fix[c]) === 2) throw fixedAttack(piece, [fix[c], c, fix[c + 1], c + 1], base);
      if (c + 2 < n && fix[c + 2] >= 0 && Math.abs(fix[c + 2] - fix[c]) === 1) throw fixedAttack(piece, [fix[c], c, fix[c + 2], c + 2], base);
    }
  } else {
    const lines = new Map<string, number>();
    for (let c = 0; c < n; c++) {
      const r = fix[c];
      if (r < 0) continue;
      const keys = piece === "queen" ? [`r${r}`, `s${r + c}`, `d${r - c}`] : [`r${r}`];
      for (const key of keys) {
        const other = lines.get(key);
        if (other !== undefined) throw fixedAttack(piece, [fix[other], other, r, c], base);
        lines.set(key, c);
      }
    }
  }
  return { n, piece, code: PIECE_CODE[piece], board: { n, piece, blocked, fixed }, fix, bstart, brows, fixedCount, base };
}

/** The blocked squares by column (counting sort): column c's rows, ascending and distinct, are
 *  brows[bstart[c] .. bstart[c + 1]). Its own small function, and none of its O(n) passes
 *  on a board with nothing blocked: at n = 2^24 they cost Ctrl-C most of a second. */
function blockedByColumn(n: number, blocked: ArrayLike<number>, fix: Int32Array, at: (r: number, c: number) => string): { bstart: Uint32Array; brows: Uint32Array } {
  const bstart = new Uint32Array(n + 1);
  if (blocked.length === 0) return { bstart, brows: new Uint32Array(0) };
  for (let k = 0; k < blocked.length; k += 2) bstart[blocked[k + 1] + 1]++;
  for (let c = 0; c < n; c++) bstart[c + 1] += bstart[c];
  const fill = bstart.slice(0, n);
  const raw = new Uint32Array(blocked.length / 2);
  for (let k = 0; k < blocked.length; k += 2) {
    const r = blocked[k];
    const c = blocked[k + 1];
    if (fix[c] === r) throw new UsageError(`square ${at(r, c)} is both fixed and blocked`);
    raw[fill[c]++] = r;
  }
  let kept = 0;
  for (let c = 0; c < n; c++) {
    const from = bstart[c];
    const to = bstart[c + 1];
    bstart[c] = kept;
    if (from === to) continue; // most columns: a subarray each would cost seconds at n = 2^24
    const rows = raw.subarray(from, to).sort();
    for (let k = 0; k < rows.length; k++) if (k === 0 || rows[k] !== rows[k - 1]) raw[kept++] = rows[k];
  }
  bstart[n] = kept;
  return { bstart, brows: raw.slice(0, kept) };
}

/** Two fixed pieces that attack each other, named in the caller's numbering. */
const fixedAttack = (piece: Piece, squares: [number, number, number, number], base: 0 | 1): FixedAttackError => {
  const [r1, c1, r2, c2] = squares;
  return new FixedAttackError(`fixed ${piece}s at ${r1 + base},${c1 + base} and ${r2 + base},${c2 + base} attack each other`, piece, squares);
};

/** A Slicer that sends the place progress between calls: it slices a stepping function until it
 *  says done, with progress, yields, Ctrl-C and the time limit. */
class PlaceSlicer extends Slicer {
  constructor(private readonly options: PlaceOptions, timedOut = () => new TimeoutError(timedOutMessage(options.timeoutMs))) {
    super(options, timedOut);
  }

  /** Where the last stage that did any work ended, for the last event. */
  private last?: Omit<PlaceProgress, "elapsedMs">;

  async drive(step: (budget: number) => boolean, progress: () => Omit<PlaceProgress, "elapsedMs">): Promise<void> {
    this.newStage();
    await this.run(step, () => this.options.onProgress?.({ ...progress(), elapsedMs: this.elapsedMs }));
    const ended = progress();
    if (ended.done > 0 || ended.total > 0) this.last = ended;
  }

  /** The last event, once the search is over: its last stage complete, done = total (in that
   *  stage's units: a stage whose total was unknown ends at the work it took). */
  finish(): void {
    const last = this.last;
    if (!last) return;
    const total = last.total > 0 ? last.total : last.done;
    this.options.onProgress?.({ stage: last.stage, done: total, total, elapsedMs: this.elapsedMs });
  }
}

const list = (items: number[], base: number): string => {
  const shown = items.slice(0, 12).map((i) => i + base).join(", ");
  return items.length > 12 ? `${shown}, ... (${items.length} in all)` : shown;
};

/** A matching of every column to an allowed row, or NoAnswerError naming a set of columns that
 *  has fewer allowed rows than columns (Hall's condition). The rows are left in core.rows(). */
async function match(core: PlaceCore, p: Prepared, slicer: PlaceSlicer): Promise<void> {
  core.matchStart();
  let matched = 0;
  await slicer.drive((budget) => (matched = core.matchGreedy(budget)) >= p.n, () => ({ stage: "greedy", done: matched, total: p.n }));
  let phases = 0;
  await slicer.drive(() => core.matchFree === 0 || (phases++, core.matchPhase(-1) === 0) || core.matchFree === 0,
    () => ({ stage: "matching", done: phases, total: 0 }));
  if (core.matchFree === 0) return;
  const rows = core.rows();
  let c0 = 0;
  while (rows[c0] >= 0) c0++;
  core.matchPhase(c0); // no augmenting path from c0: the columns it reaches prove it
  const { columns, rows: reachable } = core.reached();
  // fixed columns whose row one of these columns could use hold those rows: they join the set
  const inSet = new Uint8Array(p.n);
  for (const c of columns) inSet[c] = 1;
  const blockedBy = new Map<number, number>();
  for (const c of columns) for (let k = p.bstart[c]; k < p.bstart[c + 1]; k++) blockedBy.set(p.brows[k], (blockedBy.get(p.brows[k]) ?? 0) + 1);
  for (let c = 0; c < p.n; c++) {
    const f = p.fix[c];
    if (f >= 0 && (blockedBy.get(f) ?? 0) < columns.length) {
      columns.push(c);
      reachable.push(f);
    }
  }
  columns.sort((a, b) => a - b);
  reachable.sort((a, b) => a - b);
  const cols = columns.length === 1 ? `column ${columns[0] + p.base}` : `the ${columns.length} columns ${list(columns, p.base)}`;
  const can = reachable.length === 0 ? "has no square that is not blocked" : `can use only the ${reachable.length === 1 ? "row" : `${reachable.length} rows`} ${list(reachable, p.base)}`;
  throw new NoAnswerError(`no placement of ${plural(p.n, p.piece)} exists: ${cols} ${can} (Hall's condition)`);
}

/** One placement. */
export async function placeWith(getCore: PlaceProvider, problem: PlaceProblem | number, given?: PlaceOptions & PlaceBoard): Promise<PlaceResult> {
  const options = placeOptions(given, "place");
  const p = prepare(problemOf(problem, options), options.oneBased ? 1 : 0);
  const { engine } = options;
  const seed = options.seed ?? randomSeed();
  const slicer = new PlaceSlicer(options);
  const lease = await getCore.call(engine, slicer);
  try {
    return await placeOn(lease.engine, (rows, board) => lease.keep(rows, board), slicer, p, engine, seed, options);
  } finally {
    lease.end();
  }
}

/** One placement on an engine of its own, timed by `slicer` from the call; `keep` makes its rows the caller's. */
async function placeOn(core: PlaceCore, keep: (rows: Int32Array, board: Board) => Answer, slicer: PlaceSlicer, p: Prepared, engine: Engine, seed: number, options: PlaceOptions & { verify: boolean }): Promise<PlaceResult> {
  core.setup(p.n, p.fix, p.bstart, p.brows);
  // each O(n) stretch of a large board (the setup's copies, the check, the answer's copy) is its
  // own turn of the event loop, so that Ctrl-C waits for one of them at most, not for all
  await slicer.breathe();
  let method: PlaceMethod;
  let work = 0;
  let restarts = 0;
  if (p.piece === "knight") {
    method = "knights";
    // a column with every square blocked needs n blocked squares: none to look for with fewer
    for (let c = 0; p.brows.length >= p.n && c < p.n; c++) {
      if (p.fix[c] < 0 && p.bstart[c + 1] - p.bstart[c] === p.n) throw new NoAnswerError(`no placement of ${plural(p.n, "knight")} exists: column ${c + p.base} has every square blocked`);
    }
    core.knightsStart();
    let status = PlaceStatus.Running as PlaceStatus; // set inside the closure
    await slicer.drive((budget) => (status = core.knightsRun(budget)) !== PlaceStatus.Running, () => ({ stage: "search", done: core.knightsNodes(), total: 0 }));
    work = core.knightsNodes();
    if (status === PlaceStatus.Failed) throw new NoAnswerError(`no placement of ${plural(p.n, "knight")} exists (exhaustive search)`);
  } else {
    await match(core, p, slicer); // rooks: the answer; queens: Hall's condition first
    work = core.matchWork();
    if (p.piece === "rook") {
      method = "matching";
    } else if (p.n <= MAX_SMALL_N) {
      method = "backtrack";
      core.smallStart(p.code);
      let found = 0;
      await slicer.drive((budget) => (found = core.smallRun(1, budget)) > 0 || core.smallDone, () => ({ stage: "search", done: core.smallNodes(), total: 0 }));
      work = core.smallNodes();
      if (found === 0) throw new NoAnswerError(`no placement of ${plural(p.n, "queen")} exists (exhaustive search)`);
      const out = core.smallOut();
      const rows = core.rows();
      for (let c = 0; c < p.n; c++) rows[c] = out[c];
    } else {
      method = "minconflicts";
      const maxSteps = options.maxSteps ?? defaultMaxSteps(p.n);
      const maxRestarts = options.maxRestarts ?? DEFAULT_PLACE_RESTARTS;
      core.queensStart(seed % 2 ** 32, Math.floor(seed / 2 ** 32), maxSteps, maxRestarts);
      let status = PlaceStatus.Running as PlaceStatus; // set inside the closure
      await slicer.drive((budget) => {
        status = core.queensRun(budget);
        if (status === PlaceStatus.NeedsMatch) { // columns whose unused rows were all blocked: the matching completes the rows
          while (core.matchFree !== 0 || core.rows().includes(-1)) if (core.matchPhase(-1) === 0) break;
          core.queensResume();
          status = PlaceStatus.Running;
        }
        return status !== PlaceStatus.Running;
      }, () => {
        const columns = core.queensColumns(); // an attempt's start (a restart starts again), then its repair
        return columns < p.n || core.queensSteps() === 0 ? { stage: "init", done: columns, total: p.n } : { stage: "repair", done: core.queensSteps(), total: 0 };
      });
      work = core.queensSteps();
      restarts = core.queensRestarts();
      if (status === PlaceStatus.Failed) throw new NoAnswerError(`no placement found within ${maxRestarts} restarts of ${maxSteps} steps (n-Queens Completion is NP-complete; try another --seed or more time)`);
    }
  }
  slicer.finish();
  const checked = options.verify;
  if (checked) {
    // the verifier a step at a time (its O(n) passes at n = 2*10^6 blocked the event loop ~0.2 s)
    const steps = placementCheck(p.board, core.rows());
    let step = steps.next();
    for (; !step.done; step = steps.next()) await slicer.breathe();
    if (!step.value.ok) throw invalidAnswer(engine, step.value.reason);
    await slicer.breathe();
  }
  const memoryBytes = core.memoryBytes();
  return answered(keep(core.rows(), p.board), {
    n: p.n, piece: p.piece, method, engine, seed, blocked: p.brows.length, fixed: p.fixedCount,
    ms: now() - slicer.started, work, restarts, memoryBytes, verified: checked,
  });
}

function checkSmall(p: Prepared): void {
  if (p.n > MAX_SMALL_N) throw new UsageError(`n must be from 1 to ${MAX_SMALL_N} for an exhaustive search (rows are 32-bit masks), got ${p.n}`);
}

/** What countPlacements() resolves to: the exact count, the nodes searched, the time in ms.
 *  @example const { count, nodes, ms } = await countPlacements(8); // 92n (OEIS A000170), bigint nodes, milliseconds */
export interface PlaceCountResult {
  /** Placements on the board, exact. */
  count: bigint;
  /** Pieces placed by the search (partial placements visited), as BigInt like count()'s. */
  nodes: bigint;
  /** Milliseconds the count took. */
  ms: number;
}

/** The number of placements: rooks (n <= MAX_ROOK_COUNT_N) as a permanent, planned and run in
 *  slices with no search (src/api/rook-count.ts: nodes 0), queens and knights (n <= 32) by
 *  exhaustive backtracking. */
export async function countPlacementsWith(getCore: PlaceProvider, problem: PlaceProblem | number, given?: PlaceOptions & PlaceBoard): Promise<PlaceCountResult> {
  const options = placeOptions(given, "countPlacements");
  const p = prepare(problemOf(problem, options), options.oneBased ? 1 : 0);
  if (p.piece === "rook") return countRooks(p, options);
  checkSmall(p);
  let core: PlaceCore | undefined;
  const slicer = new PlaceSlicer(options, () => new TimeoutError(`count not finished within the time limit of ${options.timeoutMs} ms (${core?.smallFound() ?? 0} so far)`));
  const lease = await getCore.call(options.engine, slicer);
  core = lease.engine;
  try {
    core.setup(p.n, p.fix, p.bstart, p.brows);
    core.smallStart(p.code);
    await slicer.drive((budget) => {
      core.smallRun(0, budget);
      return core.smallDone;
    }, () => ({ stage: "search", done: core.smallNodes(), total: 0 }));
    slicer.finish();
    return { count: core.smallFound(), nodes: BigInt(core.smallNodes()), ms: now() - slicer.started };
  } finally {
    lease.end();
  }
}

async function countRooks(p: Prepared, options: PlaceOptions): Promise<PlaceCountResult> {
  if (p.n > MAX_ROOK_COUNT_N) throw new UsageError(`n must be from 1 to ${MAX_ROOK_COUNT_N} to count rooks (${MAX_ROOK_COUNT_N}! has 456,574 digits), got ${p.n}`);
  const slicer = new PlaceSlicer(options, () => new TimeoutError(`count not finished within the time limit of ${options.timeoutMs} ms`));
  // the plan, a stage a slice (progress with total 0 until it is known), then the work
  const planning = planRookCount(p);
  let plan: RookCount | undefined;
  await slicer.drive(() => {
    const step = planning.next();
    if (step.done) plan = step.value;
    return step.done === true;
  }, () => ({ stage: "count", done: 0, total: 0 }));
  const { work, total } = plan!;
  let done = 0;
  let count: bigint | undefined;
  await slicer.drive((budget) => {
    for (let spent = 0; spent < budget; ) {
      const step = work.next();
      if (step.done) return (count = step.value), true;
      spent += step.value;
      done += step.value;
    }
    return false;
  }, () => ({ stage: "count", done: Math.min(done, total), total }));
  slicer.finish();
  return { count: count!, nodes: 0n, ms: now() - slicer.started };
}

/** Every placement, n <= 32, in lexicographic order of the rows, in batches of n-byte rows (the caller's to keep). */
export async function* placementsWith(getCore: PlaceProvider, problem: PlaceProblem | number, given?: PlacementsOptions & PlaceBoard): AsyncGenerator<{ rows: Uint8Array; count: number }> {
  const options = placeOptions(given, "placements");
  const p = prepare(problemOf(problem, options), options.oneBased ? 1 : 0);
  checkSmall(p);
  const { engine } = options;
  let left = limitOf(options.limit);
  const slicer = new Slicer(options);
  const lease = await getCore.open(engine);
  const core = lease.engine;
  try {
    core.setup(p.n, p.fix, p.bstart, p.brows);
    core.smallStart(p.code);
    while (left > 0 && !core.smallDone) {
      const count = core.smallRun(Math.min(PLACE_OUT_CAP, left), NODES_PER_CALL);
      left -= count;
      if (count > 0) {
        const rows = core.smallOut().slice(0, count * p.n);
        for (let s = 0; s < count; s++) {
          const verdict = verifyPlacement(p.board, rows.subarray(s * p.n, (s + 1) * p.n));
          if (!verdict.ok) throw invalidAnswer(engine, verdict.reason);
        }
        yield { rows, count };
      }
      await slicer.breathe();
    }
  } finally {
    lease.end();
  }
}

