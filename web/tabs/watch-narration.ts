// What Watch says about a frame: what the step did, in words a lecturer can read out, with the
// numbers that prove it. Min-conflicts' swaps are weighed on the boards before and after (the
// board before a swap is the board after it with the two queens swapped back): better, sideways or
// worse, the attacked queens and the attacking pairs before and after, and whether the swap was the
// best one that queen had. Everything is counted here from the boards (web/view/attacks.ts), not
// taken from the solver.
import { attackedQueens, bestMoveCost, swapChanges, tally, type Tally } from "../view/attacks.js";
import { group, plural } from "../view/dom.js";
import type { BacktrackFrame, Frame, LabFrame, MinConflictsFrame } from "./watch-runs.js";

/** better / sideways / worse compare the attacking pairs, the cost min-conflicts lowers. */
export type Verdict = "better" | "sideways" | "worse" | "restart";

export interface Narration {
  text: string;
  /** For a repair swap or a restart: what the step did to the attacks. */
  verdict?: Verdict;
  before?: Tally;
  after?: Tally;
}

export const verdictOf = (before: Tally, after: Tally): Verdict =>
  after.pairs < before.pairs ? "better" : after.pairs > before.pairs ? "worse" : "sideways";

const numbers = (before: Tally, after: Tally): string =>
  `attacked queens ${before.attacked} → ${after.attacked}, attacking pairs ${before.pairs} → ${after.pairs}`;

/** The board before a swap of columns a and b: the board after, swapped back. */
export function beforeSwap(rows: Int32Array, [a, b]: readonly [number, number]): Int32Array {
  const before = rows.slice();
  before[a] = rows[b];
  before[b] = rows[a];
  return before;
}

/** Which of the two swapped queens the step moved: the attacked one for which the swap was among
 *  the best it had (min-conflicts picks an attacked queen, then its best partner). */
export function movedQueen(before: Int32Array, [a, b]: readonly [number, number]): number {
  const attacked = attackedQueens(before);
  const best = (i: number, partner: number): boolean => {
    const changes = swapChanges(before, i);
    const least = Math.min(...changes.filter((x) => !Number.isNaN(x)));
    return changes[before[partner]] === least;
  };
  if (attacked[a] && best(a, b)) return a;
  if (attacked[b] && best(b, a)) return b;
  return a;
}

function swapStory(frame: MinConflictsFrame, cols: [number, number]): Narration {
  const before = beforeSwap(frame.rows, cols);
  const was = tally(before);
  const now = tally(frame.rows);
  const verdict = verdictOf(was, now);
  const i = movedQueen(before, cols);
  const j = i === cols[0] ? cols[1] : cols[0];
  const changes = swapChanges(before, i);
  const least = Math.min(...changes.filter((x) => !Number.isNaN(x)));
  const why = changes[before[j]] !== least
    ? "not the best swap that queen had"
    : least < 0
    ? `the best of its ${frame.n - 1} swaps`
    : least === 0
      ? "no swap of that queen lowers the attacks; this one keeps them level (a plateau)"
      : `every one of its ${frame.n - 1} swaps makes things worse; this is the least bad (a local minimum)`;
  const text = `Step ${group(frame.tick)}: ${verdict}. The attacked queen of column ${i} swapped rows with column ${j} `
    + `(rows ${before[i]} ↔ ${before[j]}): ${numbers(was, now)}; ${why}.`;
  return { text, verdict, before: was, after: now };
}

function minConflictsStory(frame: MinConflictsFrame): Narration {
  const event = frame.event;
  switch (event.kind) {
    case "start":
      return { text: "Greedy start: each column in turn takes a row free of attack if it finds one." };
    case "place": {
      const row = frame.rows[event.col];
      const now = tally(frame.rows, frame.placed);
      return {
        text: `Greedy start, column ${event.col}: row ${row}${event.attacked ? ", attacked: no free row was left" : ", free of attack"}. `
          + `So far ${plural(now.attacked, "attacked queen")}.`,
      };
    }
    case "swap":
      return swapStory(frame, event.cols);
    case "drop":
      return { text: `Step ${group(frame.tick)}: the queen picked from the attacked list is no longer attacked: taken off the list, the board unchanged.` };
    case "scan":
      return { text: "The attacked list overflowed: rescanning every column for attacked queens." };
    case "restart": {
      const now = tally(frame.rows, frame.placed);
      return {
        text: `Restart ${event.restarts}: ${plural(event.steps, "repair swap")} without a solution (the limit is ${group(frame.maxSwaps)}). `
          + `The board is given up, ${numbers(event.before, now)}: a fresh greedy start from a derived seed.`,
        verdict: "restart", before: event.before, after: now,
      };
    }
    case "solved":
      return { text: "No queen is attacked: solved." };
    case "gave-up":
      return { text: "Gave up after the restart limit." };
  }
}

function backtrackStory(frame: BacktrackFrame): Narration {
  const event = frame.event;
  switch (event.kind) {
    case "start": return { text: "Depth-first search, column by column, each queen on the lowest row free of attack." };
    case "place": return { text: `Placed column ${event.col} on row ${event.row}, the lowest free row.` };
    case "backtrack": return { text: `Column ${event.col + 1} has no free row: backtrack, column ${event.col} leaves row ${event.row} for its next free row.` };
    case "solved": return { text: "Solved: the first placement in lexicographic order." };
    case "exhausted": return { text: "Every branch tried: no placement exists." };
  }
}

/** What the start of each lab algorithm is. */
const LAB_START: Record<LabFrame["algo"], string> = {
  column: "a random board, one queen per column",
  hillclimb: "a random board, one queen per column",
  anneal: "a random board, one queen per column",
  genetic: "a random population; the board shown is its fittest individual",
};

function labStory(frame: LabFrame): Narration {
  const step = frame.step;
  if (step === null) return { text: `Start: ${LAB_START[frame.algo]}. Press Step or Play.` };
  const was = tally(frame.before);
  const now = tally(frame.rows);
  const end = step.status === "solved" ? " No queen is attacked: solved." : step.status === "gave up" ? " The search gave up within its limits." : "";
  const head = `Step ${group(frame.tick)}`;
  switch (step.kind) {
    case "start":
      return { text: `${head}: the starting board, ${LAB_START[frame.algo]}: ${plural(now.attacked, "attacked queen")}, ${plural(now.pairs, "attacking pair")}.${end}` };
    case "restart":
      return { text: `${head}: restart ${step.restarts}: a fresh random board, ${numbers(was, now)}.${end}`, verdict: "restart", before: was, after: now };
    case "rejected": {
      const m = step.moves[0];
      return { text: `${head}: annealing drew a move${m ? ` of column ${m.column} (row ${m.from} → ${m.to})` : ""} that makes things worse and did not take it (the colder, the likelier); the board unchanged.${end}` };
    }
    case "none":
      return { text: `${head}: no move.${end}` };
    default: {
      const verdict = verdictOf(was, now);
      const m = step.moves[0];
      const what = frame.algo === "genetic"
        ? "a new generation (selection by fitness, crossover, mutation): its fittest board"
        : m ? `the queen of column ${m.column} moved from row ${m.from} to row ${m.to}` : "the queen picked stays: no row of its column has fewer conflicts than its own";
      let why = "";
      if (frame.algo === "hillclimb") {
        // steepest ascent: no move from the board before leaves fewer pairs
        why = bestMoveCost(frame.before) === now.pairs ? "; no move of any queen leaves fewer pairs (steepest)" : "";
        if (verdict === "sideways") why += ": a sideways move on a plateau";
      } else if (frame.algo === "anneal" && verdict === "worse") {
        why = "; annealing takes a worse move with a chance that shrinks as the temperature falls";
      }
      return { text: `${head}: ${verdict}. ${what[0].toUpperCase()}${what.slice(1)}: ${numbers(was, now)}${why}.${end}`, verdict, before: was, after: now };
    }
  }
}

export const narrate = (frame: Frame): Narration =>
  frame.algo === "minconflicts" ? minConflictsStory(frame) : frame.algo === "backtrack" ? backtrackStory(frame) : labStory(frame);

/** The counter line: the Step presses (the unit fast-forward and Skip count in) and the algorithm's own counts. */
export function counterLine(frame: Frame): string {
  if (frame.algo === "backtrack") {
    return `${plural(frame.placements, "placement")} · ${plural(frame.backtracks, "backtrack")} · ${frame.placed} of ${frame.n} placed`;
  }
  if (frame.algo !== "minconflicts") {
    const now = tally(frame.rows, frame.placed);
    const s = frame.step;
    return `step ${group(frame.tick)} · ${now.attacked} attacked · ${plural(now.pairs, "attacking pair")}`
      + (s && s.restarts > 0 ? ` · ${plural(s.restarts, "restart")}` : "");
  }
  const attacked = tally(frame.rows, frame.placed).attacked;
  return `step ${group(frame.tick)} · ${plural(frame.swaps, "swap")} · ${attacked} attacked · ${frame.placed} of ${frame.n} placed`
    + (frame.restarts > 0 ? ` · ${plural(frame.restarts, "restart")}` : "");
}
