// Timers for limits a user may set to any length: setTimeout fires at once past 2^31-1 ms
// (about 24.8 days; Node also prints a TimeoutOverflowWarning), so longer delays are chained.
// Every time limit of the library and the CLI is armed here.
export const MAX_DELAY_MS = 2 ** 31 - 1;

/** Calls `fire` once after `ms` milliseconds, however many (Infinity: never); returns the
 *  function that cancels it. */
export function after(ms: number, fire: () => void): () => void {
  if (ms === Infinity) return () => {};
  let timer: ReturnType<typeof setTimeout>;
  const arm = (left: number): void => {
    timer = setTimeout(() => (left > MAX_DELAY_MS ? arm(left - MAX_DELAY_MS) : fire()), Math.min(Math.max(left, 0), MAX_DELAY_MS));
  };
  arm(ms);
  return () => clearTimeout(timer);
}
