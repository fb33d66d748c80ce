// The engines of each kind, Wasm or the TS twin, from a platform's core loader: every call gets an
// engine of its own for as long as it runs (one of a few Wasm instances calls take in turn, or a
// new twin), so calls in flight at once never share state, and the rows a call returns stay its
// caller's.
import type { CoreLoader } from "../wasm/instantiate.js";
import { WasmSolver } from "../wasm/solver.js";
import { WasmPlace } from "../wasm/placer.js";
import type { PlaceCore } from "../engine/place-engine.js";
import type { SolveCore } from "../engine/solve-engine.js";
import type { LabCore } from "../engine/lab-engine.js";
import { WasmLab } from "../wasm/lab.js";
import { ReferenceLab } from "../reference/lab.js";
import type { Engine } from "../engine/engine.js";
import { ReferenceSolver } from "../reference/solve.js";
import { ReferencePlace } from "../reference/place.js";
import type { CoreExports } from "../wasm/exports.js";
import { Answer } from "./answer.js";
import type { Board } from "../verify/pieces.js";
import type { Slicer } from "./slicer.js";

/** An engine for one call alone. */
export interface Lease<T> {
  readonly engine: T;
  /** Makes rows the engine wrote (a view of its state) the caller's for good, as an Answer, and
   *  ends the lease: a copy while the engine is small enough to serve a later call, else the
   *  engine's instance goes with the answer (src/api/answer.ts). `board`: place()'s. */
  keep(rows: Int32Array, board?: Board): Answer;
  /** Ends the lease when the call is over, whatever its end; after keep() it does nothing. */
  end(): void;
}

/** The engines of one kind. */
export interface Leaser<T> {
  /** An engine for a call that ends by itself (solve, place, countPlacements): one of the few
   *  Wasm instances such calls take in turn (src/wasm/instantiate.ts), waited for no longer than
   *  the slicer's signal and time limit allow. */
  call(engine: Engine, slicer?: Slicer): Promise<Lease<T>>;
  /** An engine for as long as its caller holds it (placements(), watch()): an instance of its
   *  own, never one of call()'s, so that a caller holding one and awaiting a call never waits
   *  on itself. */
  open(engine: Engine): Promise<Lease<T>>;
}

/** A solve engine, with the Wasm core's layout (bytesFor) where it has one. */
export type SolveEngine = SolveCore & { bytesFor?(n: number): number };

/** A lease of an engine no one else has (a twin, an instance of its own): its rows are the caller's as they are. */
const twinLease = <T>(engine: T): Lease<T> => ({ engine, keep: (rows, board) => new Answer(rows, undefined, board), end: () => {} });

async function wasmLease<T>(loader: CoreLoader, adapt: (core: CoreExports) => T, slicer?: Slicer): Promise<Lease<T>> {
  const core = await (slicer ? slicer.wait(loader.acquire(), (unused) => loader.release(unused)) : loader.acquire());
  let over = false;
  const end = (): void => {
    if (!over) loader.release(core);
    over = true;
  };
  return {
    engine: adapt(core),
    keep(rows, board) {
      // an instance that release() would keep gives a copy; any other goes with the answer
      const kept = loader.reusable(core) ? new Answer(rows.slice(), undefined, board) : new Answer(rows, core, board);
      end();
      return kept;
    },
    end,
  };
}

/** An instance of its own, dropped with the engine. */
async function openLease<T>(loader: CoreLoader, adapt: (core: CoreExports) => T): Promise<Lease<T>> {
  return twinLease(adapt(await loader.fresh()));
}

function leaser<T>(loader: CoreLoader, twin: () => T, adapt: (core: CoreExports) => T): Leaser<T> {
  return {
    call: async (engine, slicer) => (engine === "ts" ? twinLease(twin()) : wasmLease(loader, adapt, slicer)),
    open: async (engine) => (engine === "ts" ? twinLease(twin()) : openLease(loader, adapt)),
  };
}

export function solverLeaser(loader: CoreLoader): Leaser<SolveEngine> {
  return leaser<SolveEngine>(loader, () => new ReferenceSolver(), (core) => new WasmSolver(core));
}

export function placerLeaser(loader: CoreLoader): Leaser<PlaceCore> {
  return leaser<PlaceCore>(loader, () => new ReferencePlace(), (core) => new WasmPlace(core));
}

/** The lab's engines (hill climbing, annealing, the genetic algorithm, min-conflicts by column), leased as the solver's are. */
export function labLeaser(loader: CoreLoader): Leaser<LabCore> {
  return leaser<LabCore>(loader, () => new ReferenceLab(), (core) => new WasmLab(core));
}
