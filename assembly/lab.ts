// The textbook's local searches for the lab (issue: the course's comparison of min-conflicts,
// hill climbing, annealing and the genetic algorithm): each has its own start verb; run() steps
// whichever started last. The host grows memory to labBytes() first, then calls run() in slices,
// or run(1) to watch one step at a time and read its record (lab-board.ts stepCol .. stepKind).
import { labAlgo, labLayOut, beginEvent, END, ROWS, n, result, ALGO_COLUMN, ALGO_HILLCLIMB, ALGO_ANNEAL, ALGO_GENETIC, ALGO_BACKTRACK, RUNNING } from "./lab-board";
import { columnStep, placed } from "./lab-column";
import { hillStep } from "./lab-hillclimb";
import { annealStep } from "./lab-anneal";
import { geneticStep } from "./lab-genetic";
import { backtrackStep, btPlaced } from "./lab-backtrack";

export { columnStart } from "./lab-column";
export { hillStart } from "./lab-hillclimb";
export { annealStart } from "./lab-anneal";
export { geneticStart, bestFitness, meanFitness, bredA, bredB, bredCut, bredCol, bredRow } from "./lab-genetic";
export { backtrackStart, backtracks } from "./lab-backtrack";
export { labRecount, pairs, labSteps, labRestarts, evKind, evCol, evFrom, evTo, evHBefore, evHood, evBest, evSideways, evTemp, evDelta, evAccept } from "./lab-board";

/** Bytes of linear memory a search of n queens needs (population: the genetic algorithm's, else 0). */
export function labBytes(size: u32, population: u32): f64 {
  labLayOut(size, population);
  return <f64>END;
}

/** Byte offset of the rows (i32 per column); valid after labBytes or a start. */
export function labRowsPtr(): usize {
  return ROWS;
}

/** Columns placed: below n only while min-conflicts' greedy start places them (one per step), and
 *  backtracking's queens. */
export function labPlaced(): u32 {
  return labAlgo == ALGO_COLUMN ? placed : labAlgo == ALGO_BACKTRACK ? btPlaced : n;
}

/** Steps until about `budget` units of work are done (at least one step), or the search ends.
 *  Returns RUNNING, SOLVED or GAVE_UP. Called in slices by the host. */
export function labRun(budget: u32): i32 {
  for (let k: u32 = 0; k < budget && result == RUNNING; ) {
    beginEvent();
    k += labAlgo == ALGO_COLUMN ? columnStep()
      : labAlgo == ALGO_HILLCLIMB ? hillStep()
      : labAlgo == ALGO_ANNEAL ? annealStep()
      : labAlgo == ALGO_GENETIC ? geneticStep()
      : backtrackStep();
  }
  return result;
}
