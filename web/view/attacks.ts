// Who attacks whom on a small board of queens, one per column (rows[c] = row of column c's queen,
// only columns below `placed` hold one). Plain pair-by-pair loops for the marks and the numbers drawn
// on Watch's small boards (the attack lines, and what each square would cost); what a step did is
// never worked out here: the search's events say it (web/tabs/watch-narration.ts).

/** Do the queens on (r1, c1) and (r2, c2) share a row or a diagonal? */
export const attack = (r1: number, c1: number, r2: number, c2: number): boolean =>
  r1 === r2 || Math.abs(r1 - r2) === Math.abs(c1 - c2);

/** Every attacking pair [c1, c2], c1 < c2. */
export function attackingPairs(rows: ArrayLike<number>, placed = rows.length): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < placed; a++) {
    for (let b = a + 1; b < placed; b++) if (attack(rows[a], a, rows[b], b)) out.push([a, b]);
  }
  return out;
}

/** 1 for each queen another attacks. */
export function attackedQueens(rows: ArrayLike<number>, placed = rows.length): Uint8Array {
  const out = new Uint8Array(rows.length);
  for (const [a, b] of attackingPairs(rows, placed)) out[a] = out[b] = 1;
  return out;
}

/** The queens (of the first `placed` columns) that attack the square (row, col), col itself left out. */
export function attackersOf(rows: ArrayLike<number>, placed: number, row: number, col: number): number {
  let count = 0;
  for (let c = 0; c < placed; c++) if (c !== col && attack(rows[c], c, row, col)) count++;
  return count;
}

/** For the queen of column i: by row, the change in attacking pairs that swapping it with the queen
 *  standing on that row brings (NaN on its own row). Swapping moves queen i to that row. */
export function swapChanges(rows: ArrayLike<number>, i: number): Float64Array {
  const n = rows.length;
  const before = attackingPairs(rows).length;
  const trial = Int32Array.from(rows);
  const out = new Float64Array(n).fill(NaN);
  for (let j = 0; j < n; j++) {
    if (j === i) continue;
    trial[i] = rows[j];
    trial[j] = rows[i];
    out[rows[j]] = attackingPairs(trial).length - before;
    trial[i] = rows[i];
    trial[j] = rows[j];
  }
  return out;
}

/** For the queen of column c: by row, the attacking pairs of the whole board if it stood there
 *  (its own row: the board as it is). Hill climbing's and annealing's cost of each move. */
export function moveCosts(rows: ArrayLike<number>, c: number): Float64Array {
  const n = rows.length;
  const others = attackingPairs(rows).length - attackersOf(rows, n, rows[c], c);
  const out = new Float64Array(n);
  for (let r = 0; r < n; r++) out[r] = others + attackersOf(rows, n, r, c);
  return out;
}
