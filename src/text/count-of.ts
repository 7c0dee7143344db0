/**
 * A count with its noun in the right number, for every message a person reads ("1 claim", not
 * "1 claims"). Regular English plurals only: the nouns faithcheck counts take an "s".
 * @example countOf(1, 'claim') // '1 claim'
 * @example countOf(3, 'labelled claim') // '3 labelled claims'
 */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
