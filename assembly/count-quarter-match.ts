// The quarter join's last stage: the matching (count-quarter.ts is the overview; read the twin,
// src/reference/count-quarter.ts, first). This file owns making the west halves of the set of
// rows in batches and counting, for each, the tabled east halves (count-quarter-cuts.ts) it is
// compatible with: it visits only the buckets its cut bits allow (those without any of its cut
// bits), and in each group of 128 east halves ANDs the 5 or 6 table rows its chunks select and
// counts the bits left. A batch is first sorted by cut bits, so that the group loop runs the
// same turns half after half (its end is then predicted), by one of two strategies:
//  - up to two cuts (at most 4 buckets, whose allowed ones bucketAt orders into one run of
//    groups): each half copied into four lanes without a branch, then matched as it comes,
//    its table rows taken from its pattern (sortIntoLanes, then matchChunks);
//  - past two cuts: a counting sort into records of the half's weight and table rows, then the
//    runs of groups matched one by one, every half of the cut bits in each (sortKeys, then
//    matchRecords).
// A west half's weight (EVEN) is 2 per long diagonal it holds, else the set of rows' noneWeight
// (0: it is dropped before the sort); 1 in the other configurations.
// Worked example, n = 8 with cuts at bits 3 and 9 (count-quarter-cuts.ts): a west half holding
// bit 3 and not bit 9 has cut bits 0b01 and visits buckets 0b00 and 0b10 (placed side by side by
// bucketAt: one run of groups); for the pattern with bits 3, 4, 7 and 12 it ANDs the rows of
// chunk values 0b00, 0b110, 0b100, 0b000 and 0b010 (chunks of bits 0-1, 2-4, 5-7, 8-10, 11-13) in
// each group and counts the halves left: the east halves on none of its diagonals.
import { get, Limits, MAX_CHUNKS, put, Region, Tally, Work } from "./count-quarter-map";
import { batchRoom, bucketAt, cutBit, cutKey, Cuts } from "./count-quarter-cuts";
import { Config, EVEN, packPieces, pairedSlots, pairSlots, Rows, sizeStart, Slot } from "./count-quarter-halves";
import { piecesOn } from "./count-quarter-pieces";

/** A west half as matchRecords reads it: its weight, then the table row of each chunk (the
 *  sixth only for 6 chunks). */
@unmanaged class WestRecord {
  weight!: u32;
  row0!: u32;
  row1!: u32;
  row2!: u32;
  row3!: u32;
  row4!: u32;
  row5!: u32;
}
// @ts-ignore: decorator
@inline function recordBytes(six: bool): usize {
  return six ? offsetof<WestRecord>() : offsetof<WestRecord>("row5");
}

// chunk k's first pattern bit, its values, and the first bitset of its first table row
// @ts-ignore: decorator
@inline function chunkShift(k: u32): u64 {
  return <u64>get(Region.chunkAt, k);
}
// @ts-ignore: decorator
@inline function chunkMask(k: u32): u32 {
  return (<u32>1 << (get(Region.chunkAt, k + 1) - get(Region.chunkAt, k))) - 1;
}
// @ts-ignore: decorator
@inline function rowBase(k: u32, stride: usize): usize {
  return Region.tables + <usize>get(Region.chunkRow, k) * stride;
}

// the halves of one group compatible with a pattern: the AND of its chunks' bitsets (at
// r0..r5 + offset; r5 only if `six`, a constant where inlined), counted
// @ts-ignore: decorator
@inline function groupMatches(r0: usize, r1: usize, r2: usize, r3: usize, r4: usize, r5: usize, six: bool, offset: usize): u64 {
  let acc = v128.and(
    v128.and(v128.and(v128.load(r0 + offset), v128.load(r1 + offset)), v128.load(r2 + offset)),
    v128.and(v128.load(r3 + offset), v128.load(r4 + offset)),
  );
  if (six) acc = v128.and(acc, v128.load(r5 + offset));
  return popcnt(i64x2.extract_lane(acc, 0)) + popcnt(i64x2.extract_lane(acc, 1));
}

// the halves of groups from..to (byte offsets in a table row) compatible with a pattern whose
// chunks' rows are r0..r5 (5 chunks unless `six`)
// @ts-ignore: decorator
@inline function runMatches(r0: usize, r1: usize, r2: usize, r3: usize, r4: usize, r5: usize, six: bool, from: usize, to: usize): u64 {
  let matches: u64 = 0;
  let g = from;
  // two groups a turn (the loop's bookkeeping, spilled registers included, costs as much as a
  // group's loads; four a turn spill more registers: docs/count.md, "Choices measured")
  for (; g + 16 < to; g += 32) {
    matches += groupMatches(r0 + g, r1 + g, r2 + g, r3 + g, r4 + g, r5 + g, six, 0) +
      groupMatches(r0 + g, r1 + g, r2 + g, r3 + g, r4 + g, r5 + g, six, 16);
  }
  if (g < to) matches += groupMatches(r0 + g, r1 + g, r2 + g, r3 + g, r4 + g, r5 + g, six, 0);
  return matches;
}

// a west half's weight: EVEN, 2 per long diagonal it holds, else `none`; 1 in the other configurations
// @ts-ignore: decorator
@inline function westWeight(p: u64, even: bool, none: u32): u32 {
  const l = <u32>(p >>> 62);
  const longs = (l & 1) + (l >>> 1);
  return even ? select<u32>(1 << longs, none, longs != 0) : 1;
}

// the runs of groups (byte offsets in a table row) the west halves with cut bits w visit: those
// of the buckets without w's cut bits, a bucket next to the last run joined to it, into visits;
// their end
// @ts-ignore: decorator
@inline function visitRuns(w: u32, buckets: u32): usize {
  const visits = Region.visits;
  const allowed = (buckets - 1) & ~w;
  let runs: usize = visits;
  for (let s: u32 = 0; ; s = (s - allowed) & allowed) {
    const from = get(Region.bucketGroup, bucketAt(s));
    const to = get(Region.bucketGroup, bucketAt(s) + 1);
    if (from != to) {
      if (runs != visits && load<u32>(runs - 4) == from << 4) {
        store<u32>(runs - 4, to << 4);
      } else if (runs != visits && load<u32>(runs - 8) == to << 4) {
        store<u32>(runs - 8, from << 4);
      } else {
        store<u32>(runs, from << 4);
        store<u32>(runs, to << 4, 4);
        runs += 8;
      }
    }
    if (s == allowed) break;
  }
  return runs;
}

// the groups of the runs at Region.visits..runs
// @ts-ignore: decorator
@inline function groupsIn(runs: usize): u32 {
  let groups: u32 = 0;
  for (let run = Region.visits; run < runs; run += 8) groups += (load<u32>(run, 4) - load<u32>(run)) >>> 4;
  return groups;
}

// Up to two cuts: each half of the batch at Region.halves..end copied to four lanes at sortedAt
// in one pass without a branch (written at the end of all four, the cursor of its own cut bits
// moving on; w = 4: dropped), each lane's run into Region.westRuns.
// @ts-ignore: decorator
@inline function sortIntoLanes(end: usize, sortedAt: usize, drop: bool): void {
  const halvesAt = Region.halves;
  const runs = Region.westRuns;
  const k0 = cutBit(0); const k1 = cutBit(1);
  const room = end - halvesAt;
  let o0 = sortedAt;
  let o1 = o0 + room;
  let o2 = o1 + room;
  let o3 = o2 + room;
  for (let at = halvesAt; at < end; at += 8) {
    const p = load<u64>(at);
    const w = select<u32>(4, cutKey(p, k0, k1, 0, 0, 0, 0), drop && (p >>> 62) == 0);
    store<u64>(o0, p);
    store<u64>(o1, p);
    store<u64>(o2, p);
    store<u64>(o3, p);
    o0 += select<usize>(8, 0, w == 0);
    o1 += select<usize>(8, 0, w == 1);
    o2 += select<usize>(8, 0, w == 2);
    o3 += select<usize>(8, 0, w == 3);
  }
  for (let w: u32 = 0; w < 4; w++) put(runs, 2 * w, <u32>(sortedAt + <usize>w * room));
  put(runs, 1, <u32>o0);
  put(runs, 3, <u32>o1);
  put(runs, 5, <u32>o2);
  put(runs, 7, <u32>o3);
}

// Past two cuts, the counting sort's first half: the cut bits of each half of the batch at
// Region.halves..end (w = buckets: dropped) written at keysAt, and each cut bits' run of
// WestRecords of `bytes` from sortedAt on into Region.westRuns, empty (its end moves on as the
// records are written).
// @ts-ignore: decorator
@inline function sortKeys(end: usize, sortedAt: usize, keysAt: usize, bytes: usize, drop: bool): void {
  const halvesAt = Region.halves;
  const count = <u32>((end - halvesAt) >>> 3);
  const buckets: u32 = 1 << Cuts.count;
  const tally = Region.bucketCount;
  const runs = Region.westRuns;
  const k0 = cutBit(0); const k1 = cutBit(1); const k2 = cutBit(2); const k3 = cutBit(3); const k4 = cutBit(4); const k5 = cutBit(5);
  for (let w: u32 = 0; w <= buckets; w++) put(tally, w, 0);
  for (let i: u32 = 0; i < count; i++) {
    const p = load<u64>(halvesAt + (<usize>i << 3));
    const w = select<u32>(buckets, cutKey(p, k0, k1, k2, k3, k4, k5), drop && (p >>> 62) == 0);
    store<u8>(keysAt + <usize>i, <u8>w);
    put(tally, w, get(tally, w) + 1);
  }
  let at = <u32>sortedAt;
  for (let w: u32 = 0; w <= buckets; w++) {
    put(runs, 2 * w, at);
    put(runs, 2 * w + 1, at);
    at += get(tally, w) * <u32>bytes;
  }
}

// Past two cuts: the weighted partners of the WestRecords at first..last (of `bytes`), run by
// run of the groups their cut bits visit (Region.visits..runsEnd), every record in each: the
// group loop runs the same turns half after half.
// @ts-ignore: decorator
@inline function matchRecords(first: usize, last: usize, runsEnd: usize, bytes: usize, six: bool): u64 {
  let total: u64 = 0;
  for (let run: usize = Region.visits; run < runsEnd; run += 8) {
    const from = <usize>load<u32>(run);
    const to = <usize>load<u32>(run, 4);
    for (let at = first; at < last; at += bytes) {
      const record = changetype<WestRecord>(at);
      const r5 = six ? <usize>record.row5 : 0;
      total += runMatches(record.row0, record.row1, record.row2, record.row3, record.row4, r5, six, from, to) * <u64>record.weight;
    }
  }
  return total;
}

// The weighted partners of the west halves at Region.halves..end, in 6 chunks or 5 (`six`, a
// constant where inlined: the 6th is not read). Up to two cuts, the halves sorted into lanes
// (sortIntoLanes) are matched as they come against the one run of groups their cut bits visit
// (bucketAt), each half's table rows taken from its pattern; past two, a counting sort (sortKeys)
// into WestRecords of the half's weight and table rows, matched by matchRecords.
// @ts-ignore: decorator
@inline function matchChunks(end: usize, six: bool): u64 {
  const lanes = Cuts.count <= 2;
  const bytes: usize = lanes ? 8 : recordBytes(six);  // a sorted half's
  const halvesAt = Region.halves;
  const sortedAt = halvesAt + (batchRoom() << 3);
  const runs = Region.westRuns;
  const drop = Config.kind == EVEN && Rows.noneWeight == 0;
  const even = Config.kind == EVEN;
  const none = Rows.noneWeight;
  // per chunk k: its first pattern bit (s), its values (m), its first table row (b), here for
  // both strategies: TurboFan computes a value where its uses meet and does not hoist it out of a
  // loop that may not run, so where only one strategy used them they were computed for every half
  const stride = <usize>Cuts.tableGroups << 4;
  const s1 = chunkShift(1); const s2 = chunkShift(2); const s3 = chunkShift(3); const s4 = chunkShift(4); const s5 = six ? chunkShift(5) : 0;
  const m0 = chunkMask(0); const m1 = chunkMask(1); const m2 = chunkMask(2); const m3 = chunkMask(3); const m4 = chunkMask(4); const m5 = six ? chunkMask(5) : 0;
  const b0 = rowBase(0, stride); const b1 = rowBase(1, stride); const b2 = rowBase(2, stride);
  const b3 = rowBase(3, stride); const b4 = rowBase(4, stride); const b5 = six ? rowBase(5, stride) : 0;
  if (lanes) {
    sortIntoLanes(end, sortedAt, drop);
  } else {
    const keysAt = sortedAt + batchRoom() * bytes;
    sortKeys(end, sortedAt, keysAt, bytes, drop);
    const count = <u32>((end - halvesAt) >>> 3);
    for (let i: u32 = 0; i < count; i++) {
      const w = <u32>load<u8>(keysAt + <usize>i);
      const at = <usize>get(runs, 2 * w + 1);
      put(runs, 2 * w + 1, <u32>(at + bytes));
      const p = load<u64>(halvesAt + (<usize>i << 3));
      const record = changetype<WestRecord>(at);
      record.weight = westWeight(p, even, none);
      record.row0 = <u32>(b0 + <usize>(<u32>p & m0) * stride);
      record.row1 = <u32>(b1 + <usize>(<u32>(p >>> s1) & m1) * stride);
      record.row2 = <u32>(b2 + <usize>(<u32>(p >>> s2) & m2) * stride);
      record.row3 = <u32>(b3 + <usize>(<u32>(p >>> s3) & m3) * stride);
      record.row4 = <u32>(b4 + <usize>(<u32>(p >>> s4) & m4) * stride);
      if (six) record.row5 = <u32>(b5 + <usize>(<u32>(p >>> s5) & m5) * stride);
    }
  }
  const buckets: u32 = 1 << Cuts.count;
  let total: u64 = 0;
  let visits: u32 = 0;
  for (let w: u32 = 0; w < buckets; w++) {
    const first = <usize>get(runs, 2 * w);
    const last = <usize>get(runs, 2 * w + 1);
    if (first == last) continue;
    const runsEnd = visitRuns(w, buckets);
    // no groups to visit: visits still holds an earlier cut bits' (or set of rows') runs
    if (runsEnd == Region.visits) continue;
    visits += <u32>((last - first) / bytes) * groupsIn(runsEnd);
    if (!lanes) {
      total += matchRecords(first, last, runsEnd, bytes, six);
      continue;
    }
    // lanes: one run of groups; each half's table rows from its pattern as it comes
    const from = <usize>load<u32>(Region.visits);
    const to = <usize>load<u32>(Region.visits, 4);
    for (let half = first; half < last; half += 8) {
      const p = load<u64>(half);
      const r0 = b0 + <usize>(<u32>p & m0) * stride;
      const r1 = b1 + <usize>(<u32>(p >>> s1) & m1) * stride;
      const r2 = b2 + <usize>(<u32>(p >>> s2) & m2) * stride;
      const r3 = b3 + <usize>(<u32>(p >>> s3) & m3) * stride;
      const r4 = b4 + <usize>(<u32>(p >>> s4) & m4) * stride;
      const r5 = six ? b5 + <usize>(<u32>(p >>> s5) & m5) * stride : 0;
      total += runMatches(r0, r1, r2, r3, r4, r5, six, from, to) * westWeight(p, even, none);
    }
  }
  Work.done += visits * Cuts.chunks;
  return total;
}

// a function each: inlined side by side in one, the optimizer merges their common code into one
// loop that tests `six` every turn
function matchFive(end: usize): u64 {
  return matchChunks(end, false);
}
function matchSix(end: usize): u64 {
  return matchChunks(end, true);
}

// the weighted partners of the west halves at Region.halves..end
function matchWest(end: usize): u64 {
  return Cuts.chunks == MAX_CHUNKS ? matchSix(end) : matchFive(end);
}

// the west halves assembled: nodes in the first block of east halves only (the others match the
// same ones again)
function westDone(halves: u64): void {
  if (Rows.firstBlock) Tally.nodes += halves;
  Work.done += <u32>min(halves, <u64>0xffffffff);
}

/** The compatible pairs of the west halves on the set of rows' west rows with the tabled east
 *  halves, each west half weighted, times the set of rows' factor, into Tally.solutions: from the
 *  NW piece westPiece of subset westSubset on, pausing after a batch once the work passes
 *  `budget`; true when all are matched. */
export function westHalves(budget: u32): bool {
  const list = Region.subsetsW;
  const last = sizeStart(list, popcnt(Rows.westNorth) + 1);
  const halvesAt = Region.halves;
  const nwKept = Region.nwKept;
  const batchEnd = halvesAt + (<usize>Limits.westBatch << 3);
  const factor = <u64>Rows.factor;
  let halves: u64 = 0;
  // a batch gathers the halves of several sets of columns: most have only a few
  let out = halvesAt;
  for (; Rows.westSubset < last; Rows.westSubset++, Rows.westPiece = 0) {
    const c = get(list, Rows.westSubset);
    const range = pairedSlots(false, c);
    if (range == null) continue;
    const at = piecesOn(0, c);
    const a1 = load<u32>(at, 4);
    const a0 = load<u32>(at);
    const innerAt = <usize>range.start;
    const innerEnd = <usize>range.end;
    // westPiece counts the packed NW pieces
    const keptEnd = packPieces(0, a0, a1, nwKept);
    Work.done += (a1 - a0 - Rows.westPiece) * <u32>((innerEnd - innerAt) / offsetof<Slot>());
    for (let kept = nwKept + <usize>Rows.westPiece * offsetof<Slot>(); kept < keptEnd; kept += offsetof<Slot>()) {
      out = pairSlots(changetype<Slot>(kept), innerAt, innerEnd, out);
      if (out >= batchEnd) {
        Tally.solutions += factor * matchWest(out);
        halves += <u64>((out - halvesAt) >>> 3);
        out = halvesAt;
        if (Work.done >= budget) {
          Rows.westPiece = <u32>((kept + offsetof<Slot>() - nwKept) / offsetof<Slot>());
          westDone(halves);
          return false;
        }
      }
    }
    if (Work.done >= budget && Rows.westSubset + 1 < last) {
      Tally.solutions += factor * matchWest(out);
      halves += <u64>((out - halvesAt) >>> 3);
      Rows.westSubset++;
      Rows.westPiece = 0;
      westDone(halves);
      return false;
    }
  }
  Tally.solutions += factor * matchWest(out);
  halves += <u64>((out - halvesAt) >>> 3);
  westDone(halves);
  return true;
}
