/**
 * "Does this sentence have any of these senses?" without building a set per sentence: one array
 * indexed by sense id for the whole process, stamped with a fresh number for each question.
 * Single-threaded and synchronous use only (a stamp is valid until the next `markSenses`).
 */

/**
 * Sense marks: `marks[sense] === stamp` when the sentence being matched has that sense. One array
 * for the process, re-stamped per sentence, instead of a set per sentence.
 */
let marks = new Uint32Array(0);
let stamp = 0;

/** Marks `senses` under a fresh stamp (clearing the previous marks) and returns the stamp. */
export function markSenses(senses: readonly number[], senseCount: number): number {
  if (marks.length < senseCount || stamp >= 0xffffffff) {
    marks = new Uint32Array(senseCount);
    stamp = 0;
  }
  stamp += 1;
  for (let index = 0; index < senses.length; index += 1) marks[senses[index]!] = stamp;
  return stamp;
}

/** Whether any of `ids` carries the current mark. */
export function sharesSense(ids: ArrayLike<number> | undefined, current: number): boolean {
  if (!ids) return false;
  for (let index = 0; index < ids.length; index += 1) if (marks[ids[index]!] === current) return true;
  return false;
}
