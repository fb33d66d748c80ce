// What the twin tests (solve-twins, count-twins, count-textbook) hold the Wasm core against: the TS
// twin, or, where twins-on-debug.test.ts runs them again on build/debug.wasm, the release core.
// The release run of the same files holds the release core against the twin over the same cases,
// so the debug core's answers equal the twin's by the two runs together; the debug run spends its
// time in the core whose assertions it exercises, not in the twin again, whose answers do not
// depend on the build and which solves 4 to 8 times slower than the core.
import { readFile } from "node:fs/promises";
import { expect } from "vitest";
import { createApi, type NQueensApi } from "../src/api/create-api.js";
import * as api from "../src/index.js";
import { coreLoader, type CoreLoader } from "../src/wasm/instantiate.js";

export interface TwinSide {
  /** solve() and count() of the side. */
  api: Pick<NQueensApi, "solve" | "count">;
  /** The engine option that picks the side in `api`. */
  engine: "ts" | "wasm";
  /** The release core, when it is the side. */
  release?: CoreLoader;
}

export const twinSide: TwinSide = { api, engine: "ts" };

/** Makes the release core (build/release.wasm, whatever locate() says) the side, from the next test on. */
export function holdAgainstRelease(): void {
  const release = coreLoader(async () => WebAssembly.compile(await readFile(new URL("../build/release.wasm", import.meta.url))));
  Object.assign(twinSide, { api: createApi({ core: release }), engine: "wasm", release });
}

/** Fails, naming the first column where they differ, unless the two placements are the same rows
 *  (vitest's toEqual takes about half a CPU second over 10^5 rows). */
export function expectSameRows(actual: ArrayLike<number>, expected: ArrayLike<number>, label?: string): void {
  const length = Math.max(actual.length, expected.length);
  let c = 0;
  while (c < length && actual[c] === expected[c]) c++;
  const difference = c === length ? undefined : `column ${c} of ${actual.length}: row ${actual[c]}, expected ${expected[c]} of ${expected.length}`;
  expect(difference, label).toBeUndefined();
}
