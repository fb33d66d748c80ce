// The engines of each kind, Wasm or the TS twin, from a platform's core loader: every call gets an
// engine of its own (a Wasm instance, idle small ones reused, or a new twin), so calls in flight
// at once never share state, and the rows a call returns stay its caller's.
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
import { ownRows } from "./rows-in-core.js";

/** An engine for one call alone. */
export interface Lease<T> {
  readonly engine: T;
  /** Makes rows the engine wrote (a view of its state) the caller's for good, and ends the
   *  lease: a copy while the engine is small enough to serve a later call, else the view itself,
   *  the engine's memory then going with the answer (no second copy of 10^8 rows). */
  keep(rows: Int32Array): Int32Array;
  /** Ends the lease when the call is over, whatever its end; after keep() it does nothing. */
  end(): void;
}

export type Leaser<T> = (engine: Engine) => Promise<Lease<T>>;

/** A solve engine, with the Wasm core's layout (bytesFor) where it has one. */
export type SolveEngine = SolveCore & { bytesFor?(n: number): number };

/** A twin's lease: the twin is the call's own, its rows the caller's as they are. */
const twinLease = <T>(engine: T): Lease<T> => ({ engine, keep: (rows) => rows, end: () => {} });

async function wasmLease<T>(loader: CoreLoader, adapt: (core: CoreExports) => T): Promise<Lease<T>> {
  const core = await loader.acquire();
  let over = false;
  const end = (): void => {
    if (!over) loader.release(core);
    over = true;
  };
  return {
    engine: adapt(core),
    keep(rows) {
      if (loader.reusable(core)) {
        const copy = rows.slice();
        end();
        return copy;
      }
      over = true; // the instance goes with the rows
      return ownRows(core, rows);
    },
    end,
  };
}

export function solverLeaser(loader: CoreLoader): Leaser<SolveEngine> {
  return async (engine) => (engine === "ts" ? twinLease(new ReferenceSolver()) : wasmLease(loader, (core) => new WasmSolver(core)));
}

export function placerLeaser(loader: CoreLoader): Leaser<PlaceCore> {
  return async (engine) => (engine === "ts" ? twinLease(new ReferencePlace()) : wasmLease(loader, (core) => new WasmPlace(core)));
}

/** The lab's engines (hill climbing, annealing, the genetic algorithm, min-conflicts by column), leased as the solver's are. */
export function labLeaser(loader: CoreLoader): Leaser<LabCore> {
  return async (engine) => (engine === "ts" ? twinLease(new ReferenceLab()) : wasmLease(loader, (core) => new WasmLab(core)));
}
