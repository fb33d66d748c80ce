// Watch on a large board reads the search's events as a stream: no frame (a copy of the board) per
// event, which at n = 10^6 would be a megabyte each. The shown board is one array kept in step with
// the events: each event's moves (column, row before, row after) are applied to it going forward
// and undone going back, O(1) an event; only an event that replaces the board wholesale (the start,
// a restart, a generation) copies the search's rows. The last WINDOW events are kept, so Back
// goes back through them, never past such an event. A FrameTally sums the events one animation
// frame took, for the line that replaces the narration while the search runs at speed.
import { group } from "../view/dom.js";
import type { WatchEvent, Watcher } from "../../src/browser.js";

type WatchKind = WatchEvent["kind"];

/** Events kept for Back on a large board. */
export const WINDOW = 10_000;
/** Events after which the board is not its predecessor's plus the moves: its rows are copied. */
const WHOLESALE: ReadonlySet<WatchKind> = new Set(["start", "restart", "generation"]);

export class EventWindow {
  /** The shown board: rows[c] for the columns below the shown event's `placed`. */
  readonly rows: Int32Array;
  /** events[k] led to the board of event number base + k; Back stops at events[0]. */
  private events: WatchEvent[] = [];
  private base = 0;
  /** The event shown. */
  private at = 0;

  constructor(private readonly watcher: Watcher) {
    this.rows = new Int32Array(watcher.n);
    this.take(); // the start
  }

  /** The number of the event shown (0: the start). */
  get tick(): number { return this.at; }
  get event(): WatchEvent { return this.events[this.at - this.base]; }
  /** The search has ended and its last event is shown. */
  get finished(): boolean { return this.watcher.finished && this.at === this.base + this.events.length - 1; }
  get canBack(): boolean { return this.at > this.base; }
  /** How far back Back can go from here. */
  get behind(): number { return this.at - this.base; }

  /** One event on: the next kept one again, or a new one from the search (null: it has ended). */
  forward(): WatchEvent | null {
    if (this.at < this.base + this.events.length - 1) {
      const e = this.events[++this.at - this.base];
      for (const m of e.moves) this.rows[m.column] = m.to;
      return e;
    }
    if (this.watcher.finished) return null;
    this.at++;
    return this.take();
  }

  /** One event back, undoing its moves (false: at the window's first event). */
  back(): boolean {
    if (!this.canBack) return false;
    const e = this.events[this.at - this.base];
    for (let k = e.moves.length - 1; k >= 0; k--) this.rows[e.moves[k].column] = e.moves[k].from;
    this.at--;
    return true;
  }

  /** The search's next event, applied to the board and kept. */
  private take(): WatchEvent {
    const e = this.watcher.step();
    if (WHOLESALE.has(e.kind)) {
      this.rows.set(this.watcher.rows());
      this.events = [e]; // the board before it cannot be rebuilt from moves
      this.base = this.at;
      return e;
    }
    for (const m of e.moves) this.rows[m.column] = m.to;
    this.events.push(e);
    if (this.events.length > 2 * WINDOW) { // drop the oldest half at once: O(1) an event on average
      const drop = this.events.length - WINDOW;
      this.events = this.events.slice(drop);
      this.base += drop;
    }
    return e;
  }
}

/** How the summary names each kind of event: one, and more than one. */
const KIND_WORDS: Record<WatchKind, readonly [string, string]> = {
  start: ["start", "starts"], place: ["placed", "placed"], improving: ["improving", "improving"], sideways: ["sideways", "sideways"],
  "accepted worse": ["worse", "worse"], rejected: ["rejected", "rejected"], plateau: ["plateau", "plateaus"],
  "local minimum": ["local minimum", "local minima"], restart: ["restart", "restarts"], "give-up": ["give-up", "give-ups"],
  generation: ["generation", "generations"], backtrack: ["backtrack", "backtracks"],
};

/** The events of one frame, summed: how many of each kind, the steps they took, h before the first and after the last. */
export interface FrameSummary {
  /** The frame's events are numbers from + 1 to to. */
  from: number;
  to: number;
  kinds: Partial<Record<WatchKind, number>>;
  steps: number;
  hBefore: number;
  hAfter: number;
}

export class FrameTally {
  private summary: FrameSummary;
  private stepsBefore: number;

  /** Starts after event number `from`, whose step count is `steps`. */
  constructor(from: number, steps: number) {
    this.summary = { from, to: from, kinds: {}, steps: 0, hBefore: 0, hAfter: 0 };
    this.stepsBefore = steps;
  }

  add(e: WatchEvent): void {
    const s = this.summary;
    if (s.to === s.from) s.hBefore = e.hBefore;
    s.to++;
    s.kinds[e.kind] = (s.kinds[e.kind] ?? 0) + 1;
    s.steps = e.steps - this.stepsBefore;
    s.hAfter = e.hAfter;
  }

  get events(): number { return this.summary.to - this.summary.from; }
  get result(): FrameSummary { return this.summary; }
}

/** A frame's summary in words: "This frame: 12,400 events, 20 swaps (12,380 placed, 17 improving, 3 sideways); h 1,204 → 311." */
export function summaryLine(s: FrameSummary, units: readonly [string, string]): string {
  const events = s.to - s.from;
  const kinds = (Object.keys(KIND_WORDS) as WatchKind[]).filter((k) => s.kinds[k] !== undefined).map((k) => `${group(s.kinds[k]!)} ${KIND_WORDS[k][s.kinds[k] === 1 ? 0 : 1]}`);
  const h = s.hBefore === s.hAfter ? `h stays ${group(s.hAfter)}` : `h ${group(s.hBefore)} → ${group(s.hAfter)}`;
  return `This frame: ${group(events)} event${events === 1 ? "" : "s"}, ${group(s.steps)} ${s.steps === 1 ? units[0] : units[1]} (${kinds.join(", ")}); ${h}.`;
}
