// Timers for limits a user may set to any length: setTimeout fires at once past 2^31-1 ms
// (about 24.8 days), so longer delays are chained.
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Calls `fire` once after `ms` milliseconds, however many; returns the function that cancels it. */
export function after(ms: number, fire: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = (left: number): void => {
    timer = setTimeout(() => (left > MAX_DELAY_MS ? arm(left - MAX_DELAY_MS) : fire()), Math.min(left, MAX_DELAY_MS));
  };
  arm(ms);
  return () => clearTimeout(timer);
}
