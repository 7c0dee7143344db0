/**
 * The WordNet sense table in a compact form: the lexicon is held for the life of the process, so
 * it is stored as one string and a few typed arrays rather than as many small objects.
 */
import { type SenseGroups, SenseGroupsBuilder } from './sense-groups.js';

/** WordNet's parts of speech, in the order of the id prefix (noun ids < 10^8, verbs < 2 × 10^8, …). */
export const WORDNET_PARTS = ['noun', 'verb', 'adj', 'adv'] as const;

/**
 * Stem → sense ids (dense ordinals), packed for the life of the process: the 95,000 stems in one
 * string, an open-addressing hash table and the ids in typed arrays, instead of a Map of 95,000
 * strings to 95,000 small arrays (≈ 24 MB of heap before, ≈ 3 MB now; a smaller live heap also
 * lowers the garbage V8 lets pile up before collecting).
 */
export class SenseTable {
  /** All stems, concatenated; stem `n` is `#text[#stemStarts[n] .. #stemStarts[n + 1])`. */
  readonly #text: string;
  readonly #stemStarts: Int32Array;
  /** Hash slot → stem ordinal + 1 (0: empty). */
  readonly #table: Int32Array;
  /** Sense ids of stem `n`: `#ids[#starts[n] .. #starts[n + 1])`. */
  readonly #starts: Int32Array;
  readonly #ids: Int32Array;
  /** Number of distinct senses: every id is below it. */
  readonly senseCount: number;

  /** Builds the table from WordNet ids grouped by stem (`SenseGroups`). */
  constructor(groups: SenseGroups) {
    const count = groups.stems.length;
    this.#ids = new Int32Array(groups.starts[count]!);
    this.#starts = groups.starts;
    this.#stemStarts = new Int32Array(count + 1);
    let size = 1;
    while (size < count * 2) size *= 2;
    this.#table = new Int32Array(size);
    // WordNet's ids (part × 10^8 + file offset) become dense ordinals 0…senseCount−1.
    const dense = new Map<number, number>();
    let characters = 0;
    for (let ordinal = 0; ordinal < count; ordinal += 1) {
      const stem = groups.stems[ordinal]!;
      this.#stemStarts[ordinal] = characters;
      characters += stem.length;
      let slot = hashOf(stem) & (size - 1);
      while (this.#table[slot] !== 0) slot = (slot + 1) & (size - 1);
      this.#table[slot] = ordinal + 1;
      for (let at = groups.starts[ordinal]!; at < groups.starts[ordinal + 1]!; at += 1) {
        const id = groups.ids[at]!;
        let sense = dense.get(id);
        if (sense === undefined) {
          sense = dense.size;
          dense.set(id, sense);
        }
        this.#ids[at] = sense;
      }
    }
    this.#stemStarts[count] = characters;
    this.#text = groups.stems.join('');
    this.senseCount = dense.size;
  }

  /** A table from a Map of stem → WordNet ids (tests, small tables). */
  static fromLists(lists: ReadonlyMap<string, readonly number[]>): SenseTable {
    const builder = new SenseGroupsBuilder();
    for (const [stem, ids] of lists) for (const id of ids) builder.add(stem, id);
    return new SenseTable(builder.build());
  }

  /**
   * Ordinals `#find` worked out, by stem (-1 for a stem not in the table): the judge asks for the
   * same few thousand words — every content word of every sentence of every check — and a Map
   * look-up (the string's hash kept by V8) is several times cheaper than hashing the stem and
   * comparing it in the packed text. Bounded like the views.
   */
  readonly #ordinals = new Map<string, number>();

  /** The stem's ordinal, or -1. */
  #find(stem: string): number {
    let ordinal = this.#ordinals.get(stem);
    if (ordinal === undefined) {
      ordinal = this.#probe(stem);
      if (this.#ordinals.size < ORDINAL_LIMIT) this.#ordinals.set(stem, ordinal);
    }
    return ordinal;
  }

  /** The stem's ordinal read from the hash table, or -1. */
  #probe(stem: string): number {
    const mask = this.#table.length - 1;
    for (let slot = hashOf(stem) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.#table[slot]!;
      if (entry === 0) return -1;
      const ordinal = entry - 1;
      const start = this.#stemStarts[ordinal]!;
      if (this.#stemStarts[ordinal + 1]! - start === stem.length && this.#text.startsWith(stem, start))
        return ordinal;
    }
  }

  /** The stem's ordinal (0 … size − 1), or -1: lets other tables key by stem without holding strings. */
  ordinalOf(stem: string): number {
    return this.#find(stem);
  }

  /** Number of stems. */
  get size(): number {
    return this.#starts.length - 1;
  }

  has(stem: string): boolean {
    return this.#find(stem) >= 0;
  }

  /**
   * Views `get` handed out, by stem ordinal: the judge asks for the senses of every claim word of
   * every check, and a typed-array view is allocated on a slow path. A view holds no ids of its
   * own (it reads the one id array), so keeping one costs a small object; bounded all the same,
   * past the limit a view is made per call as before.
   */
  readonly #views = new Map<number, Int32Array>();

  /** The stem's sense ids (a view into the table; never write to it), or undefined. */
  get(stem: string): Int32Array | undefined {
    const ordinal = this.#find(stem);
    if (ordinal < 0) return undefined;
    let view = this.#views.get(ordinal);
    if (view === undefined) {
      view = this.#ids.subarray(this.#starts[ordinal]!, this.#starts[ordinal + 1]!);
      if (this.#views.size < VIEW_LIMIT) this.#views.set(ordinal, view);
    }
    return view;
  }

  /** Appends the stem's sense ids to `into` (no view allocated). */
  appendTo(stem: string, into: number[]): void {
    const ordinal = this.#find(stem);
    if (ordinal < 0) return;
    const end = this.#starts[ordinal + 1]!;
    for (let at = this.#starts[ordinal]!; at < end; at += 1) into.push(this.#ids[at]!);
  }

  /** Whether the two stems share a sense. */
  share(left: string, right: string): boolean {
    const leftOrdinal = this.#find(left);
    if (leftOrdinal < 0) return false;
    const rightOrdinal = this.#find(right);
    if (rightOrdinal < 0) return false;
    const ids = this.#ids;
    const leftEnd = this.#starts[leftOrdinal + 1]!;
    const rightStart = this.#starts[rightOrdinal]!;
    const rightEnd = this.#starts[rightOrdinal + 1]!;
    for (let at = this.#starts[leftOrdinal]!; at < leftEnd; at += 1) {
      for (let other = rightStart; other < rightEnd; other += 1) if (ids[at] === ids[other]) return true;
    }
    return false;
  }
}

/** How many views `SenseTable.get` keeps: the stems a long-running service meets, not all 95,000. */
const VIEW_LIMIT = 20_000;
/** How many stems' ordinals `SenseTable` keeps (found or not), for the same reason. */
const ORDINAL_LIMIT = 20_000;

/** FNV-1a over UTF-16 code units. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
