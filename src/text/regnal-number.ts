/**
 * A regnal or ordinal name written two ways: "King Edmar the Third" and "King Edmar III", "Henry
 * the Eighth" and "Henry VIII". The slot comparison sees "Third" against "III"; they are one name.
 */

const ROMAN: ReadonlyMap<string, number> = new Map([
  ['i', 1],
  ['v', 5],
  ['x', 10],
  ['l', 50],
  ['c', 100],
]);

const ORDINALS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );

/** The value of a Roman numeral of capitals ("III", "XIV"), or null. */
export function romanValue(word: string): number | null {
  if (!/^[IVXLC]+$/.test(word)) return null;
  let total = 0;
  const lower = word.toLowerCase();
  for (let index = 0; index < lower.length; index += 1) {
    const value = ROMAN.get(lower[index]!)!;
    const next = ROMAN.get(lower[index + 1] ?? '') ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/**
 * Whether two names differ only in a regnal number written in words and in Roman numerals: "the
 * Third" (or "Third") against "Edmar III".
 * @example sameRegnalNumber('Third', 'King Edmar III') // true
 */
export function sameRegnalNumber(claimValue: string, evidenceValue: string): boolean {
  const ordinal = ORDINALS.indexOf(claimValue.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '') + 1;
  const roman = romanValue(evidenceValue.trim().split(/\s+/).at(-1) ?? '');
  return ordinal > 0 && roman === ordinal;
}
