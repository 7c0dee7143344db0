/**
 * Which noun names a kind of which ("campfire" → fire, "bottle" → container), from WordNet's noun
 * hierarchy (`parse-hypernyms.ts`). Keyed by the sense table's stem ordinals and held in two typed
 * arrays, like the sense table, rather than as 50,000 small arrays of strings.
 */
import type { SenseTable } from './sense-table.js';
import type { KindLists } from './wordnet-snapshot.js';

export class KindTable {
  readonly #stems: SenseTable;
  /** Categories of stem `n`: `#kinds[#starts[n] .. #starts[n + 1])`, as stem ordinals. */
  readonly #starts: Int32Array;
  readonly #kinds: Int32Array;

  /** The table over `stems`, whose ordinals `lists` uses. */
  constructor(stems: SenseTable, lists: KindLists) {
    this.#stems = stems;
    this.#starts = lists.starts;
    this.#kinds = lists.ids;
  }

  /** Whether WordNet files `stem`'s most frequent noun sense under `category` (a few levels up). */
  isKindOf(stem: string, category: string): boolean {
    const ordinal = this.#stems.ordinalOf(stem);
    if (ordinal < 0 || this.#starts[ordinal] === this.#starts[ordinal + 1]) return false;
    const target = this.#stems.ordinalOf(category);
    if (target < 0) return false;
    for (let at = this.#starts[ordinal]!; at < this.#starts[ordinal + 1]!; at += 1)
      if (this.#kinds[at] === target) return true;
    return false;
  }
}
