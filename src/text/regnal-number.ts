/**
 * A regnal or ordinal name written two ways: "King Edmar the Third" and "King Edmar III", "Henry
 * the Eighth" and "Henry VIII". The slot comparison sees "Third" against "III"; they are one name.
 */
import { romanValue } from './read-roman-numerals.js';

export { romanValue };

const ORDINALS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );

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
