// The TS twin of assembly/construct.ts (Hoffman, Loessi & Moore 1969; Bernhardsson 1991).

/** 1-based row of the queen in 1-based column k. Valid for n = 1 and n >= 4. */
export function constructedRow(n: number, k: number): number {
  const evens = n >>> 1;
  if (n % 6 === 2) {
    if (k <= evens) return 2 * k;
    const t = k - evens;
    return t === 1 ? 3 : t === 2 ? 1 : t === evens ? 5 : 2 * t + 1;
  }
  if (n % 6 === 3) {
    if (k < evens) return 2 * k + 2;
    if (k === evens) return 2;
    const t = k - evens;
    const odds = n - evens;
    return t === odds - 1 ? 1 : t === odds ? 3 : 2 * t + 3;
  }
  return k <= evens ? 2 * k : 2 * (k - evens) - 1;
}

export function constructRange(rows: Int32Array, n: number, from: number, to: number): void {
  for (let c = from; c < to; c++) rows[c] = constructedRow(n, c + 1) - 1;
}
