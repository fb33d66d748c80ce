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
import { ALGO_GENETIC, n, POP, NEXT, FIT, pairs, attemptSteps, clearBoard, put, beginLab, seedAttempt, counted, stayed, setResult, SOLVED, GAVE_UP, KIND_BETTER, KIND_SIDEWAYS, KIND_WORSE } from "./lab-board";

let population: u32 = 0;
let crossAbove: f64 = 0; // a random word below this: crossover (rate * 2^32)
let mutateAbove: f64 = 0;
let maxGenerations: u32 = 0;
let pop: usize = 0;       // this generation (POP or NEXT)
let next: usize = 0;
let total: u32 = 0;       // the population's fitness
let best: u32 = 0;        // the fittest individual
/** The fittest individual's fitness. */
export let bestFitness: u32 = 0;

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
  for (let k: u32 = 0; k < population; k++) {
    for (let c: u32 = 0; c < n; c++) store<u32>(at(pop, k, c), below(n));
  }
  evaluate();
}

/** One generation; returns its work (queens placed). */
export function geneticStep(): u32 {
  for (let k: u32 = 0; k < population; k++) {
    const x = select();
    const y = select();
    let cut = n;
    if (<f64>nextU32() < crossAbove) cut = 1 + below(n - 1);
    memory.copy(at(next, k, 0), at(pop, x, 0), <usize>cut << 2);
    memory.copy(at(next, k, cut), at(pop, y, cut), <usize>(n - cut) << 2);
    if (<f64>nextU32() < mutateAbove) store<u32>(at(next, k, below(n)), below(n));
  }
  const swap = pop;
  pop = next;
  next = swap;
  const before = bestFitness;
  evaluate();
  stayed(bestFitness > before ? KIND_BETTER : bestFitness == before ? KIND_SIDEWAYS : KIND_WORSE);
  counted();
  if (pairs != 0 && attemptSteps >= maxGenerations) setResult(GAVE_UP);
  return population * n * 2;
}
