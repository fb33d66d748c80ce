// The pure-TS twin of assembly/count-symmetric.ts: the solutions a half turn or a quarter turn
// maps to themselves, by a search that places queens by whole orbits of the turn.

/** Solutions of n (>= 2) queens that a 180° and a 90° turn map to themselves (assembly/count-symmetric.ts's symCounts). */
export function symmetricCounts(n: number): { rot180: bigint; rot90: bigint } {
  let rows = 0;
  let cols = 0;
  const anti = new Uint8Array(2 * n);
  const main = new Uint8Array(2 * n);
  const top = n - 1;
  const put = (c: number, r: number): boolean => {
    if ((rows >>> r) & 1 || (cols >>> c) & 1 || anti[r + c] || main[r + top - c]) return false;
    rows |= 1 << r;
    cols |= 1 << c;
    anti[r + c] = main[r + top - c] = 1;
    return true;
  };
  const lift = (c: number, r: number): void => {
    rows &= ~(1 << r);
    cols &= ~(1 << c);
    anti[r + c] = main[r + top - c] = 0;
  };
  const halfTurn = (c: number): number => {
    if (c >= top - c) return 1;
    let found = 0;
    for (let r = 0; r < n; r++) {
      if (!put(c, r)) continue;
      if (put(top - c, top - r)) {
        found += halfTurn(c + 1);
        lift(top - c, top - r);
      }
      lift(c, r);
    }
    return found;
  };
  const quarterTurn = (c: number): number => {
    while (c < n && (cols >>> c) & 1) c++;
    if (c >= n) return 1;
    let found = 0;
    for (let r = 0; r < n; r++) {
      const orbit: Array<[number, number]> = [[c, r], [r, top - c], [top - c, top - r], [top - r, c]];
      let placed = 0;
      while (placed < 4 && put(...orbit[placed])) placed++;
      if (placed === 4) found += quarterTurn(c + 1);
      while (placed > 0) lift(...orbit[--placed]);
    }
    return found;
  };
  if (n % 2 === 1) put(n >> 1, n >> 1);
  const rot180 = halfTurn(0);
  const rot90 = n % 4 > 1 ? 0 : quarterTurn(0);
  return { rot180: BigInt(rot180), rot90: BigInt(rot90) };
}
