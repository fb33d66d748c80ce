// The independent checker: O(n) time, about 5 bits per queen, sharing no code with the
// solvers. It names the first conflict it meets, scanning columns left to right.

export type Verdict = { ok: true; n: number } | { ok: false; n: number; reason: string };

function firstEarlier(rows: ArrayLike<number>, c: number, same: (r: number, k: number) => boolean): number {
  for (let k = 0; k < c; k++) if (same(rows[k], k)) return k;
  return -1;
}

/** Checks that rows (rows[c] = row of the queen in column c, 0-based) places n non-attacking
 *  queens. `base` = 1 names columns and rows 1-based in the reason, as the user wrote them. */
export function verify(rows: ArrayLike<number>, base: 0 | 1 = 0): Verdict {
  const n = rows.length;
  if (n === 0) return { ok: false, n, reason: "no queens" };
  const usedRows = new Uint32Array((n + 31) >>> 5);
  const sums = new Uint32Array((2 * n + 31) >>> 5);
  const diffs = new Uint32Array((2 * n + 31) >>> 5);
  const testAndSet = (bits: Uint32Array, i: number): boolean => {
    const mask = 1 << (i & 31);
    const seen = (bits[i >>> 5] & mask) !== 0;
    bits[i >>> 5] |= mask;
    return seen;
  };
  for (let c = 0; c < n; c++) {
    const r = rows[c];
    if (!Number.isInteger(r) || r < 0 || r >= n) {
      return { ok: false, n, reason: `column ${c + base} has row ${r + base}, outside ${base}..${n - 1 + base}` };
    }
    if (testAndSet(usedRows, r)) {
      const k = firstEarlier(rows, c, (rk) => rk === r);
      return { ok: false, n, reason: `columns ${k + base} and ${c + base} share row ${r + base}` };
    }
    if (testAndSet(sums, r + c) || testAndSet(diffs, r - c + n - 1)) {
      const k = firstEarlier(rows, c, (rk, kk) => rk + kk === r + c || rk - kk === r - c);
      return { ok: false, n, reason: `columns ${k + base} and ${c + base} share a diagonal` };
    }
  }
  return { ok: true, n };
}
