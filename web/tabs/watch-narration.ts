// What Watch says about a frame: what the step did, in words a lecturer can read out, with the
// numbers that prove it. Everything comes from the event the search reported (src/api/lab.ts):
// the kind, the queens, h (attacking pairs) before and after, and the neighbourhood the step
// judged, which the sentence names: "no swap of column 3's queen lowers h" is a claim about that
// queen's swaps, not about every move on the board.
import { group, plural } from "../view/dom.js";
import type { WatchEvent } from "../../src/browser.js";
import type { Frame, WatchAlgo } from "./watch-runs.js";

/** better / sideways / worse compare h, the attacking pairs. */
export type Verdict = "better" | "sideways" | "worse" | "restart";

export interface Narration {
  text: string;
  verdict?: Verdict;
}

/** What a step counts, per algorithm (as Bench and --stats count it). */
export const STEP_UNITS: Record<WatchAlgo, [string, string]> = {
  minconflicts: ["swap", "swaps"], column: ["move", "moves"], hillclimb: ["move", "moves"], anneal: ["proposal", "proposals"],
  genetic: ["generation", "generations"], backtrack: ["queen placed", "queens placed"],
};

/** The neighbourhood a step judged, in words. */
function neighbourhood(e: WatchEvent): string {
  const q = e.neighbourhood.queen;
  switch (e.neighbourhood.name) {
    case "all moves": return `the ${e.placed * (e.placed - 1)} moves of a queen within its column`;
    case "queen rows": return `the rows of column ${q}'s queen`;
    case "queen swaps": return `the swaps of column ${q}'s queen with each other queen`;
    case "proposal": return "the one move it drew";
    case "population": return "the population";
    case "free rows": return `the untried rows of column ${q}`;
    default: return "nothing";
  }
}

const hChange = (e: WatchEvent): string => (e.hBefore === e.hAfter ? `h stays ${e.hAfter}` : `h ${e.hBefore} → ${e.hAfter}`);
const verdictOf = (e: WatchEvent): Verdict => (e.hAfter < e.hBefore ? "better" : e.hAfter > e.hBefore ? "worse" : "sideways");

/** The move in words: one queen's, or a swap's two. */
function moveWords(e: WatchEvent): string {
  if (e.moves.length === 2) {
    const [a, b] = e.moves;
    return `column ${a.column}'s queen swapped rows with column ${b.column}'s (rows ${a.from} ↔ ${b.from})`;
  }
  const m = e.moves[0] ?? e.candidate;
  return m === null || m === undefined ? "no queen moved" : `column ${m.column}'s queen moved from row ${m.from} to row ${m.to}`;
}

const fixed = (x: number | undefined, digits = 3): string => (x === undefined ? "?" : x.toPrecision(digits));

function annealNumbers(e: WatchEvent): string {
  const { temperature, delta, acceptance } = e.state;
  return `Δ = ${delta! > 0 ? "+" : ""}${delta}, T = ${fixed(temperature)}, chance taken ${delta! <= 0 ? "1 (never worse)" : `e^(−Δ/T) = ${fixed(acceptance)}`}`;
}

function generationWords(e: WatchEvent, n: number): string {
  const s = e.state;
  const max = (n * (n - 1)) / 2;
  let text = `Generation ${group(s.generation ?? 0)}: the fittest board has fitness ${s.bestFitness} of ${max} (h ${e.hAfter}), the mean ${fixed(s.meanFitness, 4)}`;
  const bred = s.bred;
  if (bred !== undefined) {
    text += `; it is the child of boards ${bred.parents[0]} and ${bred.parents[1]}`
      + (bred.cut >= n ? " (no crossover: a copy of the first)" : `, cut before column ${bred.cut}`)
      + (bred.mutation === null ? ", not mutated" : `, mutated: column ${bred.mutation.column} set to row ${bred.mutation.row}`);
  }
  return `${text}.`;
}

/** One event in words. */
export function narrate(frame: Frame): Narration {
  const e = frame.event;
  const { algo, n } = frame;
  const end = e.status === "solved" ? " No queen is attacked: solved." : e.status === "gave up" ? " The search gave up within its limits." : "";
  const head = `Event ${group(frame.tick)}`;
  const hood = neighbourhood(e);
  const said = (text: string, verdict?: Verdict): Narration => ({ text: `${text}${end}`, ...(verdict && { verdict }) });
  switch (e.kind) {
    case "start":
      return said(algo === "backtrack" ? "Start: an empty board; backtracking places queens column by column, each on the lowest free row."
        : e.placed < n ? `Start: an empty board; the start places one queen per column${algo === "minconflicts" ? " (rows kept a permutation)" : " on a row of fewest conflicts"}.`
        : algo === "genetic" ? `Start: a random population; the board shown is its fittest (h ${e.hAfter}).`
        : `Start: a random board, one queen per column: h = ${e.hAfter} attacking pairs.`);
    case "place": {
      const m = e.moves[e.moves.length - 1];
      if (algo === "backtrack") return said(`${head}: placed column ${m.column}'s queen on row ${m.to}, the first row of ${hood} that no placed queen attacks.`);
      const cols = e.moves.length === 1 ? `column ${m.column}` : `columns ${e.moves[0].column} to ${m.column}`;
      const why = e.neighbourhood.best === null ? "" : `, a row of fewest conflicts with the queens placed`;
      return said(`${head}: the start puts ${cols} on row${e.moves.length === 1 ? ` ${m.to}` : "s " + e.moves.map((x) => x.to).join(", ")}${why}: ${hChange(e)}.`, verdictOf(e));
    }
    case "backtrack": {
      const c = e.candidate!;
      return said(`${head}: column ${c.column + 1} has no free row left: backtrack. Column ${c.column}'s queen leaves row ${c.from} and its column tries the rows below it (backtracks so far: ${group(e.state.backtracks ?? 0)}).`);
    }
    case "improving":
      return said(`${head}: improving. ${cap(moveWords(e))}: ${hChange(e)}${algo === "anneal" ? ` (${annealNumbers(e)})` : `, the lowest h over ${hood}`}.`, "better");
    case "sideways": {
      const limit = e.state.sideways ? ` (sideways move ${e.state.sideways.used} of the ${e.state.sideways.allowed} allowed in a row)` : "";
      const why = algo === "anneal" ? ` (${annealNumbers(e)})` : `: none of ${hood} lowers h, and this one keeps it${limit}`;
      return said(`${head}: sideways. ${cap(moveWords(e))}: ${hChange(e)}${why}.`, "sideways");
    }
    case "accepted worse":
      return said(algo === "anneal"
        ? `${head}: a worse move, taken by chance. ${cap(moveWords(e))}: ${hChange(e)} (${annealNumbers(e)}).`
        : `${head}: worse. ${cap(moveWords(e))}: ${hChange(e)}: every one of ${hood} raises h, and min-conflicts takes the least bad.`, "worse");
    case "rejected": {
      const c = e.candidate!;
      return said(`${head}: rejected. Annealing drew column ${c.column}'s queen from row ${c.from} to row ${c.to}, which would make h ${e.neighbourhood.best}; `
        + `${annealNumbers(e)}: not taken, the board unchanged (h ${e.hAfter}).`);
    }
    case "plateau":
      return said(algo === "hillclimb"
        ? `${head}: stuck on a plateau: none of ${hood} lowers h (${e.hBefore}); the best keeps it, but the ${e.state.sideways?.allowed ?? 0} sideways moves allowed in a row are used up. The board unchanged; next, a restart or the end.`
        : `${head}: column ${e.candidate!.column}'s queen stays: no row of its column lowers h (${e.hBefore}), another ties with its own (a plateau of ${hood}, not of the board). The board unchanged.`);
    case "local minimum":
      return said(algo === "hillclimb"
        ? `${head}: a local minimum: every one of ${hood} raises h (${e.hBefore}); the best would give ${e.neighbourhood.best}. The board unchanged; next, a restart or the end.`
        : `${head}: column ${e.candidate!.column}'s queen stays: every other row of its column raises h (${e.hBefore}); a minimum of ${hood}, not necessarily of the board. The board unchanged.`);
    case "restart":
      return said(`${head}: restart ${e.restarts}: ${e.placed < n ? "the board cleared for a fresh start" : "a fresh random board"} from a derived seed: ${hChange(e)}.`, "restart");
    case "give-up":
      return said(algo === "backtrack" ? `${head}: every branch tried: no placement exists.` : `${head}: no restart left: the search gives up, the board unchanged (h ${e.hAfter}).`);
    case "generation":
      return said(`${head}: ${generationWords(e, n)}`, verdictOf(e));
  }
}

const cap = (s: string): string => s[0].toUpperCase() + s.slice(1);

/** The counter line: the events shown (Step presses) and the search's own counts, in its units. */
export function counterLine(frame: Frame): string {
  const e = frame.event;
  const [one, many] = STEP_UNITS[frame.algo];
  let line = `event ${group(frame.tick)} · ${group(e.steps)} ${e.steps === 1 ? one : many}`;
  if (frame.algo === "backtrack") line += ` · ${plural(e.state.backtracks ?? 0, "backtrack")}`;
  else line += ` · h ${e.hAfter}`;
  if (e.placed < frame.n) line += ` · ${e.placed} of ${frame.n} placed`;
  if (e.restarts > 0) line += ` · ${plural(e.restarts, "restart")}`;
  return line;
}
