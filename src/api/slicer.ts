// How the host drives a core: in short calls, since V8 does not tier up a Wasm call that is
// already running, and so that progress, time limits and cancellation get through. One Slicer per
// run; the drivers (solve, place, count) call their core through it.
import { TimeoutError, cancellation } from "../errors/errors.js";
import { after } from "./long-timer.js";

/** Longest the host runs a core before it lets the event loop through (signals, timers, messages). */
export const SLICE_MS = 40;
/** A call shorter than this doubles the next call's budget. */
const SHORT_MS = 10;
const MIN_BUDGET = 64;
const MAX_BUDGET = 1 << 24;

const now = (): number => performance.now();

export const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0)));

/** When the thread's calls began to run without the event loop getting through: set by the first
 *  slicer to run after a turn, which schedules a mark of the next turn. Calls run one after
 *  another within a turn (many started at once, each waiting for an instance) then yield
 *  together once SLICE_MS have passed, not each on its own clock. */
let turnStarted = now();
let turnMarked = false;

function runningSince(): number {
  if (!turnMarked) {
    turnMarked = true;
    turnStarted = now();
    void yieldToEventLoop().then(() => (turnMarked = false));
  }
  return turnStarted;
}

/** A signal that aborts with `signal`'s reason, or with timedOut() once `timeoutMs` have passed:
 *  for work a Slicer does not drive alone (a count on workers). end() stops the clock. */
export function timeLimited(limits: SliceLimits, timedOut: () => Error): { signal?: AbortSignal; end(): void } {
  const { signal, timeoutMs } = limits;
  if (timeoutMs === undefined) return { signal, end: () => {} };
  const limited = new AbortController();
  const aborted = (): void => limited.abort(signal!.reason);
  if (signal?.aborted) aborted();
  else signal?.addEventListener("abort", aborted, { once: true });
  const cancel = after(timeoutMs, () => limited.abort(timedOut()));
  return {
    signal: limited.signal,
    end() {
      cancel();
      signal?.removeEventListener("abort", aborted);
    },
  };
}

export interface SliceLimits {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export class Slicer {
  readonly started = now();
  /** The work the next call() hands the core, tuned so that a call takes SHORT_MS..SLICE_MS. */
  budget: number;
  /** Milliseconds the last call() took. */
  lastMs = 0;
  /** Milliseconds the next call() should take: the last one's, scaled as its budget was. */
  private nextMs = 0;
  private readonly signal?: AbortSignal;
  private readonly deadline: number;
  private readonly firstBudget: number;

  /** `timedOut` makes the error thrown past limits.timeoutMs. */
  constructor(
    limits: SliceLimits,
    private readonly timedOut = (): Error => new TimeoutError(`stopped at the time limit of ${limits.timeoutMs} ms`),
    budget = 1 << 10,
  ) {
    this.signal = limits.signal;
    if (this.signal?.aborted) throw cancellation(this.signal);
    runningSince();
    this.deadline = limits.timeoutMs === undefined ? Infinity : this.started + limits.timeoutMs;
    this.budget = this.firstBudget = budget;
  }

  /** Starts the budget again from the first call's: a new stage's work costs differently (a
   *  greedy matching's column costs a min-conflicts start's 256 probes less). */
  newStage(): void {
    this.budget = this.firstBudget;
    this.nextMs = 0;
  }

  get elapsedMs(): number {
    return now() - this.started;
  }

  /** Runs step(budget) once, timed; grows the budget while calls are short (the call overhead
   *  stays small, progress live) and shrinks it when they run long. */
  call<T>(step: (budget: number) => T): T {
    const t = now();
    const used = this.budget;
    const result = step(used);
    this.lastMs = now() - t;
    if (this.lastMs < SHORT_MS && this.budget < MAX_BUDGET) this.budget *= 2;
    else if (this.lastMs > SLICE_MS && this.budget > MIN_BUDGET) this.budget /= 2;
    this.nextMs = (this.lastMs * this.budget) / used;
    return result;
  }

  /** Between calls: lets the event loop through when the next call (nextMs) would end more than
   *  SLICE_MS after it last got through (`beforeYield` first: progress only worth sending then),
   *  then throws the signal's cancellation if it aborted, or the time limit's error past the
   *  deadline. */
  async breathe(beforeYield?: () => void): Promise<void> {
    if (now() - runningSince() + this.nextMs > SLICE_MS) {
      beforeYield?.();
      await yieldToEventLoop();
      runningSince(); // the new turn runs from here, not from the end of the call that follows
    }
    if (this.signal?.aborted) throw cancellation(this.signal);
    if (now() > this.deadline) throw this.timedOut();
  }

  /** `got` (an engine the call waits for), or the signal's cancellation or the time limit's error
   *  if either comes first; what `got` brings after that is handed to `unused`. */
  async wait<T>(got: Promise<T>, unused: (value: T) => void): Promise<T> {
    const { signal, deadline } = this;
    if (!signal && deadline === Infinity) return got;
    let stop!: (error: unknown) => void;
    const stopped = new Promise<never>((_, reject) => (stop = reject));
    const aborted = (): void => stop(cancellation(signal!));
    signal?.addEventListener("abort", aborted, { once: true });
    const cancelTimer = after(deadline - now(), () => stop(this.timedOut()));
    try {
      return await Promise.race([got, stopped]);
    } catch (error) {
      got.then(unused, () => {});
      throw error;
    } finally {
      cancelTimer();
      signal?.removeEventListener("abort", aborted);
    }
  }

  /** A check run a step at a time to its end (its finish()), the event loop let through between
   *  steps, as between a search's slices. */
  async checked<T>(check: { step(): boolean; finish(): T }): Promise<T> {
    while (!check.step()) await this.breathe();
    return check.finish();
  }

  /** call(step) until it returns true, with `between()` (progress) and breathe() after each other call. */
  async run(step: (budget: number) => boolean, between?: () => void): Promise<void> {
    while (!this.call(step)) {
      between?.();
      await this.breathe();
    }
  }
}
