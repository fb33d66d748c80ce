// DEBUG is true in build/debug.wasm and false in build/release.wasm (compiled with noAssert), so
// `if (DEBUG) assert(...)`, as AssemblyScript's own allocator (std/assembly/rt/tlsf.ts) writes its
// checks, costs the release build nothing: the branch is not compiled. The checks are invariants
// a bug would break (a region past memory, a count that must match, a piece off its quadrant);
// the twin tests run on debug.wasm too (test/twins-on-debug.test.ts), where a broken one aborts.

// @ts-ignore: decorator
@inline export const DEBUG: bool = !ASC_NO_ASSERT;

/** Whether [at, at + bytes) lies inside linear memory. */
export function inMemory(at: usize, bytes: u64): bool {
  return <u64>at + bytes <= (<u64>memory.size() << 16);
}
