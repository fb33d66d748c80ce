// Helpers every core's memory layout shares.

/** `at` rounded up to a multiple of 64: every region starts on a cache line (T: usize or u64). */
// @ts-ignore: decorator
@inline export function align64<T>(at: T): T {
  // @ts-ignore: integer arithmetic on T, which tsc cannot check
  return (at + 63) & ~(<T>63);
}
