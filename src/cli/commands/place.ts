import { place, countPlacements, placements } from "../../index.js";
import { MAX_PLACE_N } from "../../api/place.js";
import { PIECES, type Piece } from "../../verify/pieces.js";
import { FORMATS, MAX_BOARD_N } from "../../format/formats.js";
import { placementBytes } from "../../format/encode-rows.js";
import { answerChunks } from "../answer.js";
import { jsonCount } from "../count-records.js";
import { readPairs } from "../read-rows.js";
import { formatBoard } from "../../format/board.js";
import { UsageError } from "../../errors/errors.js";
import { clipped, engineOf, oneOf, seedOf, wholeNumber } from "../args.js";
import { defineCommand } from "../command.js";
import { writeOutput } from "../output.js";
import { placeCountLog, progressBar } from "../progress.js";

const help = `Places n pieces on an n x n board, one per column, none attacking another, none on a
blocked square, every fixed piece kept. Rooks by bipartite matching (any n; when there is
no placement, the columns that have too few rows between them, by Hall's condition);
queens by exact backtracking up to n = 32 and by min-conflicts over the allowed rows
above; knights by a search over 9 candidate rows per column (any n, exact). Every answer
is checked by the verifier before it is written.

Options:
  --piece P          queen (default), rook or knight
  --block R,C        a blocked square, row R and column C (repeatable)
  --blocked-file F   blocked squares from F (- is stdin), one R,C per line (# comments);
                     repeatable, as --block: the squares of every file are blocked
  --fix R,C          a piece that must stand on square R,C (repeatable)
  --one-based        squares and rows numbered from 1 instead of 0
  --count            the number of placements, exact: rooks up to n = 100000 (never
                     enumerated; refused when it would take over about four minutes),
                     queens and knights up to n = 32
  --all              every placement, one per line, in lexicographic order (n <= 32)
  --limit M          with --all: stop after M placements
  --seed S           random seed for min-conflicts queens, 0 .. 2^53-1
  --engine E         wasm (default) or ts, the pure-TypeScript twin; same seed, same answer
  --format F         json (default): [r0,r1,...]; text: r0 r1 ...; board: a grid of
                     Q/R/N, X for blocked squares and . (board only up to n = ${MAX_BOARD_N})
  --out FILE         write to FILE (complete or not at all) instead of stdout; - is stdout
  --timeout SEC      give up after SEC seconds (exit 1)
  --stats            one JSON object of timings and counts on stderr
  -h, --help         this text

Exit codes: 0 placed (or counted); 1 no placement exists (with the reason when one is
known) or none found within the limits; 2 usage error (an unknown piece, a square off
the board, a fixed square that is blocked, fixed pieces that attack each other, an
output that cannot be written); 130 interrupted.`;

/** "R,C" as a 0-based pair (one-based input shifted down). */
export function parseSquare(text: string, what: string, oneBased: boolean): [number, number] {
  // one way to split the trimmed text, so that a long run of spaces is not tried at every split
  const match = /^(\d+)(?:\s*,\s*|\s+)(\d+)$/.exec(text.trim());
  if (!match) throw new UsageError(`${what} must be R,C (row and column), got '${clipped(text)}'`);
  // squares go into an Int32Array, where a number past every board would wrap onto this one
  if (Number(match[1]) > MAX_PLACE_N || Number(match[2]) > MAX_PLACE_N) throw new UsageError(`${what} ${match[1]},${match[2]} is off every board (n <= ${MAX_PLACE_N})`);
  const shift = oneBased ? 1 : 0;
  return [Number(match[1]) - shift, Number(match[2]) - shift];
}

/** The squares of every --block and --blocked-file, as one flat array of row, column pairs, 0-based. */
async function blockedSquares(flags: string[], files: string[], oneBased: boolean): Promise<Int32Array> {
  if (files.filter((file) => file === "-").length > 1) throw new UsageError("--blocked-file - (stdin) is given twice");
  const fromFiles: Int32Array[] = [];
  for (const file of files) fromFiles.push(await readPairs(file, "a blocked square"));
  const squares = new Int32Array(2 * flags.length + fromFiles.reduce((sum, pairs) => sum + pairs.length, 0));
  squares.set(flags.flatMap((text) => parseSquare(text, "--block", oneBased)));
  let at = 2 * flags.length;
  for (const pairs of fromFiles) {
    squares.set(pairs, at);
    at += pairs.length;
  }
  if (oneBased) for (let k = 2 * flags.length; k < squares.length; k++) squares[k] -= 1;
  return squares;
}

export const command = defineCommand({
  name: "place",
  usage: "nqueens place <n> [options]",
  help,
  examples: [
    "nqueens place 8 --block 0,0 --fix 3,4 --format board",
    "nqueens place 8 --piece rook --block 0,0 --count",
    "nqueens place 1000 --piece knight --fix 0,0 --stats > knights.json",
  ],
  files: (values) => ({ reads: values["blocked-file"] ?? [], writes: [values.out] }),
  options: {
    piece: { type: "string" },
    block: { type: "string", multiple: true },
    "blocked-file": { type: "string", multiple: true },
    fix: { type: "string", multiple: true },
    "one-based": { type: "boolean" },
    count: { type: "boolean" },
    all: { type: "boolean" },
    limit: { type: "string" },
    seed: { type: "string" },
    engine: { type: "string" },
    format: { type: "string" },
    out: { type: "string" },
    timeout: { type: "string" },
    stats: { type: "boolean" },
  },
  async run({ values, args: [sizeText], signal, timeoutMs }) {
    const n = wholeNumber(sizeText, "n", 1, Number.MAX_SAFE_INTEGER);
    const piece = (values.piece ?? "queen") as Piece; // checked on the next line
    if (!(PIECES as readonly string[]).includes(piece)) throw new UsageError(`unknown piece '${piece}' (pieces: ${PIECES.join(", ")})`);
    const oneBased = values["one-based"] === true;
    const format = oneOf(values.format, "--format", FORMATS, "json");
    if (format === "board" && n > MAX_BOARD_N) throw new UsageError(`--format board draws at most n = ${MAX_BOARD_N}; use json or text for n = ${n}`);
    if (values.count && values.all) throw new UsageError("--count and --all do not go together");
    if (values.limit !== undefined && !values.all) throw new UsageError("--limit goes with --all");
    const blocked = await blockedSquares(values.block ?? [], values["blocked-file"] ?? [], oneBased);
    const fixed = (values.fix ?? []).flatMap((text) => parseSquare(text, "--fix", oneBased));
    const problem = { n, piece, blocked, fixed };
    const options = {
      engine: engineOf(values.engine),
      seed: seedOf(values.seed),
      timeoutMs,
      oneBased,
      signal,
    };
    const board = { n, piece: piece as "queen", blocked, fixed };

    if (values.count) {
      const bar = progressBar();
      // off a terminal, a log's lines instead of the bar
      const log = process.stderr.isTTY ? undefined : placeCountLog(n, piece);
      const result = await countPlacements(problem, {
        ...options, onProgress: (p) => {
          if (log) return log(p);
          if (p.stage === "count") bar.update(p.total > 0 ? p.done / p.total : undefined, p.total > 0 ? "counting rooks" : "planning the rook count");
          else bar.update(undefined, `${p.done} nodes`);
        },
      }).finally(() => bar.done());
      if (values.stats) process.stderr.write(JSON.stringify({ n, piece, count: result.count.toString(), nodes: jsonCount(result.nodes), ms: Math.round(result.ms * 1000) / 1000, engine: options.engine }) + "\n");
      await writeOutput([`${result.count}\n`], values.out, signal);
      return 0;
    }
    if (values.all) {
      const limit = values.limit === undefined ? undefined : wholeNumber(values.limit, "--limit", 0, Number.MAX_SAFE_INTEGER);
      const stream = placements(problem, { ...options, limit });
      const chunks = async function* (): AsyncGenerator<string | Uint8Array> {
        let first = true;
        for await (const { rows, count } of stream) {
          if (format !== "board") {
            yield placementBytes(rows, n, count, format, oneBased);
            continue;
          }
          let chunk = "";
          for (let s = 0; s < count; s++) {
            if (!first) chunk += "\n";
            first = false;
            chunk += [...formatBoard(board, rows.subarray(s * n, (s + 1) * n))].join("");
          }
          yield chunk;
        }
      };
      await writeOutput(chunks(), values.out, signal);
      return 0;
    }
    const bar = progressBar();
    const answer = await place(problem, {
      ...options,
      onProgress: (p) => bar.update(p.total > 0 ? p.done / p.total : undefined, `${p.stage}: ${p.done}${p.total > 0 ? ` of ${p.total} columns` : ""}`),
    }).finally(() => bar.done());
    const { rows, stats } = answer;
    if (values.stats) process.stderr.write(JSON.stringify({ ...stats, ms: Math.round(stats.ms * 1000) / 1000 }) + "\n");
    await writeOutput(answerChunks(answer, format, oneBased, () => formatBoard(board, rows)), values.out, signal);
    return 0;
  },
});
