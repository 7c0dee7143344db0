/**
 * The WordNet senses of each stem, gathered while the index files are read: (group, id) pairs in
 * typed arrays, grouped once at the end, so that loading holds no Map of small arrays.
 */

/** WordNet ids grouped by stem: stem `n`'s ids are `ids[starts[n] .. starts[n + 1])`, distinct, in first-seen order. */
export interface SenseGroups {
  stems: readonly string[];
  starts: Int32Array;
  ids: Int32Array;
}

/**
 * Collects (stem, WordNet id) pairs in two growing typed arrays — not a Map of 95,000 arrays, whose
 * weight while WordNet loads would set V8's next collection threshold (and the peak RSS) higher.
 * Several stems may share one group (`addShared`): ids added to any of them belong to all.
 */
export class SenseGroupsBuilder {
  /** Stem → its group. */
  readonly #groups = new Map<string, number>();
  readonly #stems: string[] = [];
  #groupCount = 0;
  #owners = new Int32Array(1 << 16);
  #ids = new Int32Array(1 << 16);
  #length = 0;

  has(stem: string): boolean {
    return this.#groups.has(stem);
  }

  add(stem: string, id: number): void {
    let group = this.#groups.get(stem);
    if (group === undefined) {
      group = this.#groupCount++;
      this.#stems.push(stem);
      this.#groups.set(stem, group);
    }
    this.#push(group, id);
  }

  /** Gives the new `stems` one shared group holding `ids` (graded adjectives: brighter, brightest). */
  addShared(stems: readonly string[], ids: readonly number[]): void {
    const group = this.#groupCount++;
    for (const stem of stems) {
      this.#stems.push(stem);
      this.#groups.set(stem, group);
    }
    for (const id of ids) this.#push(group, id);
  }

  #push(group: number, id: number): void {
    if (this.#length === this.#ids.length) {
      const owners = new Int32Array(this.#length * 2);
      owners.set(this.#owners);
      this.#owners = owners;
      const ids = new Int32Array(this.#length * 2);
      ids.set(this.#ids);
      this.#ids = ids;
    }
    this.#owners[this.#length] = group;
    this.#ids[this.#length] = id;
    this.#length += 1;
  }

  /** Groups the pairs (stable), drops repeated ids of a group, and lays them out stem by stem. */
  build(): SenseGroups {
    const groups = this.#groupCount;
    const offsets = new Int32Array(groups + 1);
    for (let at = 0; at < this.#length; at += 1) offsets[this.#owners[at]! + 1]! += 1;
    for (let group = 0; group < groups; group += 1) offsets[group + 1]! += offsets[group]!;
    const grouped = new Int32Array(this.#length);
    const filled = offsets.slice(0, groups);
    for (let at = 0; at < this.#length; at += 1) {
      const group = this.#owners[at]!;
      grouped[filled[group]!] = this.#ids[at]!;
      filled[group]! += 1;
    }
    // Distinct ids per group, in first-seen order: [groupStarts[g], groupEnds[g]) within `grouped`.
    const groupEnds = new Int32Array(groups);
    let total = 0;
    for (let group = 0; group < groups; group += 1) {
      let end = offsets[group]!;
      for (let at = offsets[group]!; at < offsets[group + 1]!; at += 1) {
        let repeated = false;
        for (let seen = offsets[group]!; seen < end && !repeated; seen += 1)
          repeated = grouped[seen] === grouped[at];
        if (!repeated) grouped[end++] = grouped[at]!;
      }
      groupEnds[group] = end;
    }
    for (const stem of this.#stems) {
      const group = this.#groups.get(stem)!;
      total += groupEnds[group]! - offsets[group]!;
    }
    const starts = new Int32Array(this.#stems.length + 1);
    const ids = new Int32Array(total);
    let length = 0;
    this.#stems.forEach((stem, ordinal) => {
      const group = this.#groups.get(stem)!;
      starts[ordinal] = length;
      ids.set(grouped.subarray(offsets[group]!, groupEnds[group]!), length);
      length += groupEnds[group]! - offsets[group]!;
    });
    starts[this.#stems.length] = length;
    return { stems: this.#stems, starts, ids };
  }
}
