/**
 * Initialisms: "US" for "United States", "NHS" for "National Health Service", "U.K." for "United
 * Kingdom". An answer often shortens a name its source writes out (or the other way round); the two
 * name one thing, so neither is a swap for the other.
 */

/** Small words a name's initials leave out ("Bank of England" → "BoE" is not read; "BE" is). */
const SKIPPED = new Set(['of', 'and', 'the', 'for', 'de', 'du', 'la', '&']);

/**
 * Whether `short` is the initials of `long`'s capitalised words.
 * @example isInitialismOf('US', 'United States') // true
 * @example isInitialismOf('UK', 'United States') // false
 */
export function isInitialismOf(short: string, long: string): boolean {
  const letters = short.replace(/\./gu, '');
  if (!/^\p{Lu}{2,6}$/u.test(letters)) return false;
  const words = long.split(/[\s-]+/u).filter((word) => word.length > 0 && !SKIPPED.has(word.toLowerCase()));
  if (words.length !== letters.length) return false;
  return words.every((word, index) => /^\p{Lu}/u.test(word) && word[0] === letters[index]);
}

/** Whether either of two names is the initials of the other. */
export function sameByInitials(left: string, right: string): boolean {
  return isInitialismOf(left, right) || isInitialismOf(right, left);
}
