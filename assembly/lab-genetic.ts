// The textbook's genetic algorithm for n queens: a population of complete states (one row per
// column); fitness = non-attacking pairs (n (n - 1) / 2 for a solution); each generation makes
// as many children as there are individuals, each from two parents drawn with probability
// proportional to fitness, cut at a random column and joined (with probability `crossover`,
// else a copy of the first parent), then one random column set to a random row (with
// probability `mutation`). Gives up after `generations` generations.
// The board (lab-board.ts) counts each individual's pairs and then holds the fittest.
// src/reference/lab-genetic.ts is the twin.
// see: Russell & Norvig, AIMA 3rd ed., 4.1.4 (figure 4.6: the 8-queens states as digit strings).
import { nextU32, below } from "./rng";
import { ALGO_GENETIC, n, POP, NEXT, FIT, LINE, pairs, clearBoard, put, beginLab, seedAttempt, counted, setResult, ending, spentAfter, restartLeft, judged, happened, SOLVED, HOOD_POPULATION, EV_GENERATION } from "./lab-board";

let population: u32 = 0;
let crossAbove: f64 = 0; // a random word below this: crossover (rate * 2^32)
let mutateAbove: f64 = 0;
let maxGenerations: u32 = 0;
let pop: usize = 0;       // this generation (POP or NEXT)
let next: usize = 0;
let total: u32 = 0;       // the population's fitness
let best: u32 = 0;        // the fittest individual
/** The fittest individual's fitness, and the population's mean. */
export let bestFitness: u32 = 0;
export let meanFitness: f64 = 0;
/** How the fittest individual was made (-1: it was not, it is of the first generation): its
 *  parents, the column its second parent's part starts at (n: no crossover, a copy of the first),
 *  and the column and row a mutation set (-1: none). */
export let bredA: i32 = -1;
export let bredB: i32 = -1;
export let bredCut: i32 = -1;
export let bredCol: i32 = -1;
export let bredRow: i32 = -1;

// @ts-ignore: decorator
@inline function lineage(k: u32, field: u32): usize {
  return LINE + ((<usize>k * 5 + field) << 2);
}

// @ts-ignore: decorator
@inline function at(base: usize, k: u32, c: u32): usize {
  return base + ((<usize>k * n + c) << 2);
}

/** Non-attacking pairs of individual k, counted on the board. */
function fitness(k: u32): u32 {
  clearBoard();
  for (let c: u32 = 0; c < n; c++) put(c, load<u32>(at(pop, k, c)));
  return n * (n - 1) / 2 - pairs;
}

/** Fitness of every individual; the board left holding the fittest (ties: the first). */
function evaluate(): void {
  total = 0;
  best = 0;
  let top: u32 = 0;
  for (let k: u32 = 0; k < population; k++) {
    const f = fitness(k);
    store<u32>(FIT + (<usize>k << 2), f);
    total += f;
    if (f > top || k == 0) {
      top = f;
      best = k;
    }
  }
  bestFitness = top;
  meanFitness = <f64>total / <f64>population;
  fitness(best); // the board, and ROWS, hold the fittest
  if (top == n * (n - 1) / 2) setResult(SOLVED);
}

/** A parent, drawn with probability fitness / total (uniformly if every fitness is 0). */
function select(): u32 {
  if (total == 0) return below(population);
  let x = below(total);
  let k: u32 = 0;
  for (; k < population - 1; k++) {
    const f = load<u32>(FIT + (<usize>k << 2));
    if (x < f) break;
    x -= f;
  }
  return k;
}

/** Starts a search for n queens; seed = hi * 2^32 + lo. The host checks that
 *  population * n (n - 1) / 2 < 2^32. */
export function geneticStart(size: u32, lo: u32, hi: u32, individuals: u32, crossover: f64, mutation: f64, generations: u32): void {
  beginLab(ALGO_GENETIC, size, individuals, lo, hi, 0);
  population = individuals;
  crossAbove = crossover * 4294967296;
  mutateAbove = mutation * 4294967296;
  maxGenerations = generations;
  pop = POP;
  next = NEXT;
  seedAttempt();
  memory.fill(LINE, 0xff, <usize>population * 20); // -1: the first generation was not bred
  for (let k: u32 = 0; k < population; k++) {
    for (let c: u32 = 0; c < n; c++) store<u32>(at(pop, k, c), below(n));
  }
  evaluate();
  bredA = -1;
  bredB = -1;
  bredCut = -1;
  bredCol = -1;
  bredRow = -1;
}

/** One generation; returns its work (queens placed). */
export function geneticStep(): u32 {
  if (ending) { // out of generations: the end (no restarts)
    restartLeft();
    return 1;
  }
  for (let k: u32 = 0; k < population; k++) {
    const x = select();
    const y = select();
    let cut = n;
    if (<f64>nextU32() < crossAbove) cut = 1 + below(n - 1);
    memory.copy(at(next, k, 0), at(pop, x, 0), <usize>cut << 2);
    memory.copy(at(next, k, cut), at(pop, y, cut), <usize>(n - cut) << 2);
    let mc: i32 = -1;
    let mr: i32 = -1;
    if (<f64>nextU32() < mutateAbove) {
      mc = <i32>below(n);
      mr = <i32>below(n);
      store<u32>(at(next, k, <u32>mc), <u32>mr);
    }
    store<i32>(lineage(k, 0), <i32>x);
    store<i32>(lineage(k, 1), <i32>y);
    store<i32>(lineage(k, 2), <i32>cut);
    store<i32>(lineage(k, 3), mc);
    store<i32>(lineage(k, 4), mr);
  }
  const swap = pop;
  pop = next;
  next = swap;
  evaluate();
  bredA = load<i32>(lineage(best, 0));
  bredB = load<i32>(lineage(best, 1));
  bredCut = load<i32>(lineage(best, 2));
  bredCol = load<i32>(lineage(best, 3));
  bredRow = load<i32>(lineage(best, 4));
  judged(HOOD_POPULATION, <i32>pairs, -1, -1, -1);
  happened(EV_GENERATION);
  counted();
  spentAfter(maxGenerations);
  return population * n * 2;
}
