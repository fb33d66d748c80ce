// The numbers and names the host shares with the core are written twice, once on each side of
// the Wasm boundary (AssemblyScript cannot import TypeScript): this holds the copies equal. The
// host's constants against the core's source, and CoreExports (src/wasm/exports.ts) against the
// exports of the built module, name by name and kind by kind.
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { Phase, Status } from "../src/engine/solve-engine.js";
import { EventKind, Neighbourhood } from "../src/engine/lab-engine.js";
import { PIECE_CODE, PLACE_OUT_CAP, PlaceStatus } from "../src/engine/place-engine.js";
import { OUT_CAP } from "../src/engine/count-engine.js";
import { QUARTER_BUILDING, QUARTER_DONE, QUARTER_NO_MEMORY, TALLY } from "../src/wasm/counter.js";
import { CROSS_DONE, CROSS_NODES } from "../src/wasm/cross-counter.js";
import { KINDS } from "../src/wasm/checker.js";
import { PARSE_DONE, PARSE_NEED_ROOM } from "../src/api/rows-in-core.js";
import { PARSER_STATES, stopCode } from "../src/format/parse-rows.js";
import { MAX_NUMBER_BYTES, SPARE_BYTES } from "../src/format/encode-rows.js";
import { ROOT } from "./pack.js";

/** `[export] const NAME[: type] = number;` in assembly/<file>. */
function coreConstant(file: string, name: string): number | undefined {
  const source = readFileSync(`${ROOT}assembly/${file}`, "utf8");
  const value = new RegExp(`^(?:export )?const ${name}(?:: *\\w+)? *= *(-?\\d+);`, "m").exec(source)?.[1];
  return value === undefined ? undefined : Number(value);
}

const PAIRS: [string, number, string, string][] = [
  ["EventKind.Start", EventKind.Start, "lab-board.ts", "EV_START"],
  ["EventKind.Improving", EventKind.Improving, "lab-board.ts", "EV_IMPROVING"],
  ["EventKind.Sideways", EventKind.Sideways, "lab-board.ts", "EV_SIDEWAYS"],
  ["EventKind.Plateau", EventKind.Plateau, "lab-board.ts", "EV_PLATEAU"],
  ["EventKind.LocalMinimum", EventKind.LocalMinimum, "lab-board.ts", "EV_LOCAL_MIN"],
  ["EventKind.Restart", EventKind.Restart, "lab-board.ts", "EV_RESTART"],
  ["EventKind.GiveUp", EventKind.GiveUp, "lab-board.ts", "EV_GIVE_UP"],
  ["EventKind.AcceptedWorse", EventKind.AcceptedWorse, "lab-board.ts", "EV_WORSE"],
  ["EventKind.Rejected", EventKind.Rejected, "lab-board.ts", "EV_REJECTED"],
  ["EventKind.Generation", EventKind.Generation, "lab-board.ts", "EV_GENERATION"],
  ["EventKind.Place", EventKind.Place, "lab-board.ts", "EV_PLACE"],
  ["EventKind.Backtrack", EventKind.Backtrack, "lab-board.ts", "EV_BACKTRACK"],
  ["Neighbourhood.None", Neighbourhood.None, "lab-board.ts", "HOOD_NONE"],
  ["Neighbourhood.AllMoves", Neighbourhood.AllMoves, "lab-board.ts", "HOOD_ALL_MOVES"],
  ["Neighbourhood.QueenRows", Neighbourhood.QueenRows, "lab-board.ts", "HOOD_QUEEN_ROWS"],
  ["Neighbourhood.Proposal", Neighbourhood.Proposal, "lab-board.ts", "HOOD_PROPOSAL"],
  ["Neighbourhood.Population", Neighbourhood.Population, "lab-board.ts", "HOOD_POPULATION"],
  ["Neighbourhood.FreeRows", Neighbourhood.FreeRows, "lab-board.ts", "HOOD_FREE_ROWS"],
  ["Phase.Window", Phase.Window, "solve.ts", "PHASE_WINDOW"],
  ["Phase.Pool", Phase.Pool, "solve.ts", "PHASE_POOL"],
  ["Phase.Scan", Phase.Scan, "min-conflicts.ts", "PHASE_SCAN"],
  ["Phase.Repair", Phase.Repair, "min-conflicts.ts", "PHASE_REPAIR"],
  ["Phase.Done", Phase.Done, "min-conflicts.ts", "PHASE_DONE"],
  ["Phase.Failed", Phase.Failed, "min-conflicts.ts", "PHASE_FAILED"],
  ["Status.Running", Status.Running, "min-conflicts.ts", "RUNNING"],
  ["Status.Solved", Status.Solved, "min-conflicts.ts", "SOLVED"],
  ["Status.GaveUp", Status.GaveUp, "min-conflicts.ts", "GAVE_UP"],
  ["PlaceStatus.Running (queens)", PlaceStatus.Running, "min-conflicts.ts", "RUNNING"],
  ["PlaceStatus.Solved (queens)", PlaceStatus.Solved, "min-conflicts.ts", "SOLVED"],
  ["PlaceStatus.Failed (queens)", PlaceStatus.Failed, "min-conflicts.ts", "GAVE_UP"],
  ["PlaceStatus.NeedsMatch", PlaceStatus.NeedsMatch, "place-queens.ts", "NEEDS_MATCH"],
  ["PlaceStatus.Running (knights)", PlaceStatus.Running, "place-knights.ts", "RUNNING"],
  ["PlaceStatus.Solved (knights)", PlaceStatus.Solved, "place-knights.ts", "SOLVED"],
  ["PlaceStatus.Failed (knights)", PlaceStatus.Failed, "place-knights.ts", "NONE"],
  ["PIECE_CODE.queen", PIECE_CODE.queen, "place-layout.ts", "QUEEN"],
  ["PIECE_CODE.rook", PIECE_CODE.rook, "place-layout.ts", "ROOK"],
  ["PIECE_CODE.knight", PIECE_CODE.knight, "place-layout.ts", "KNIGHT"],
  ["PLACE_OUT_CAP", PLACE_OUT_CAP, "place-layout.ts", "OUT_ROWS"],
  ["OUT_CAP", OUT_CAP, "count.ts", "OUT_CAP"],
  ["QUARTER_BUILDING", QUARTER_BUILDING, "count-quarter.ts", "BUILDING"],
  ["QUARTER_DONE", QUARTER_DONE, "count-quarter.ts", "DONE"],
  ["QUARTER_NO_MEMORY", QUARTER_NO_MEMORY, "count-quarter.ts", "NO_MEMORY"],
  ...Object.entries(TALLY).map(([key, value]): [string, number, string, string] => [`TALLY.${key}`, value, "count.ts", key.toUpperCase()]),
  ["CROSS_DONE", CROSS_DONE, "count-cross.ts", "DONE"],
  ["CROSS_NODES", CROSS_NODES, "count-cross.ts", "NODES"],
  // the checker's kinds of conflict: verifyRows() returns 1 + the kind's index
  ["KINDS: outside", KINDS.indexOf("outside") + 1, "verify.ts", "OUTSIDE"],
  ["KINDS: row", KINDS.indexOf("row") + 1, "verify.ts", "SAME_ROW"],
  ["KINDS: diagonal", KINDS.indexOf("diagonal") + 1, "verify.ts", "SAME_DIAGONAL"],
  // the rows parser: its states (the host reads parseState) and what parseRows() returns
  ...Object.entries(PARSER_STATES).map(([name, value]): [string, number, string, string] => [`PARSER_STATES.${name}`, value, "parse.ts", name]),
  ["PARSE_DONE", PARSE_DONE, "parse.ts", "DONE"],
  ["PARSE_NEED_ROOM", PARSE_NEED_ROOM, "parse.ts", "NEED_ROOM"],
  ["stop: text after ']'", stopCode("text after ']'"), "parse.ts", "TEXT_AFTER_CLOSE"],
  ["stop: a number where ',' or ']' belongs", stopCode("a number where ',' or ']' belongs"), "parse.ts", "NUMBER_WHERE_SEPARATOR"],
  ["stop: '-' without digits", stopCode("'-' without digits"), "parse.ts", "SIGN_WITHOUT_DIGITS"],
  ["stop: ',' where a number belongs", stopCode("',' where a number belongs"), "parse.ts", "COMMA_WHERE_NUMBER"],
  ["stop: ',' with no number before it", stopCode("',' with no number before it"), "parse.ts", "COMMA_FIRST"],
  ["stop: ']' after ','", stopCode("']' after ','"), "parse.ts", "CLOSE_AFTER_COMMA"],
  ["stop: unexpected", stopCode("unexpected"), "parse.ts", "UNEXPECTED"],
  // the digit writer's room: per number, and past the last
  ["MAX_NUMBER_BYTES", MAX_NUMBER_BYTES, "digits.ts", "MAX_NUMBER_BYTES"],
  ["SPARE_BYTES", SPARE_BYTES, "digits.ts", "SPARE_BYTES"],
];

/** CoreExports' members, each as the kind of export it stands for. */
function declaredExports(): Record<string, string> {
  const file = `${ROOT}src/wasm/exports.ts`;
  const program = ts.createProgram([file], { strict: true, target: ts.ScriptTarget.ES2022, lib: ["lib.es2022.d.ts", "lib.dom.d.ts"] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const declaration = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "CoreExports")!;
  const type = checker.getTypeAtLocation(declaration);
  return Object.fromEntries(checker.getPropertiesOfType(type).map((property) => {
    const of = checker.getTypeOfSymbolAtLocation(property, declaration);
    const name = of.getSymbol()?.getName() ?? checker.typeToString(of);
    const kind = of.getCallSignatures().length > 0 ? "function" : name === "Global" ? "global" : name === "Memory" ? "memory" : name;
    return [property.name, kind];
  }));
}

describe("what the host copies from the core", () => {
  it.each(PAIRS)("%s is the core's value", (_, host, file, name) => {
    expect(coreConstant(file, name), `assembly/${file} ${name}`).toBe(host);
  });

  it.each(["release", "debug"])("CoreExports names every export of build/%s.wasm, each of its kind, and nothing else", (build) => {
    const module = new WebAssembly.Module(readFileSync(`${ROOT}build/${build}.wasm`));
    const built = Object.fromEntries(WebAssembly.Module.exports(module).map(({ name, kind }) => [name, kind]));
    const declared = declaredExports();
    expect(Object.keys(declared).length).toBeGreaterThan(50);
    expect(declared).toEqual(built);
  });
});
