/**
 * A language module's say in sentence splitting: a period after one of its abbreviations
 * ("z. B.", "bzw.", "Sra.", "p. ex.", "ecc.") or after the number of a German ordinal date
 * ("am 3. März", "3. bis 5. Juni") does not end the sentence. Both splitters (answers and chunks) ask it.
 */
import { lettersAtEnd } from '../letters-at-end.js';
import type { LanguageModule } from './language-module.js';

/**
 * @param before the text before the period (the last 16 characters are enough)
 * @param after the text after the period
 * @example continuesAfterPeriod(german, 'am 3', ' März 2024') // true
 */
export function continuesAfterPeriod(language: LanguageModule, before: string, after: string): boolean {
  const word = lettersAtEnd(before).toLowerCase();
  // The patterns only where they can match: a word that opens with a period, a digit at the end.
  if (word && language.abbreviations.has(word.charCodeAt(0) === 46 ? word.replace(/^\.+/, '') : word))
    return true;
  if (language.data.ordinalPeriod && endsWithDigit(before) && /(?:^|\s)\d{1,2}$/.test(before)) {
    const next = /^\s*([\p{L}]+)/u.exec(after)?.[1];
    if (next && (language.months.has(next.toLowerCase()) || next === next.toLowerCase())) return true;
  }
  return false;
}

function endsWithDigit(text: string): boolean {
  const code = text.charCodeAt(text.length - 1);
  return code >= 48 && code <= 57;
}
