/**
 * Roman numerals, where a text numbers with them: "Chapter XIV" is chapter 14, "FOUNDED MCMXCIX"
 * the year 1999, so that "in chapter 14" and "founded in 1999" are stated by them; and the word
 * that numbers a part as the unit of its number, in digits too ("Chapter 14"). Only a numeral
 * after a word that numbers its part ("Chapter", "Part", "Act") or a year of four letters or
 * more: two capitals alone are as often an abbreviation ("CD", "DC", "MC") as a number.
 */
import { type Quantity, YEAR } from './quantity.js';
import type { Token } from './tokenize.js';

const LETTERS: ReadonlyMap<string, number> = new Map([
  ['I', 1],
  ['V', 5],
  ['X', 10],
  ['L', 50],
  ['C', 100],
  ['D', 500],
  ['M', 1000],
]);

/** A numeral as written by the rules (no "IIII", no "IC"), checked by writing its value back. */
const CANONICAL = /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/u;

/** Words that number the part after them: "Chapter XIV", "Part II", "Act III, Scene ii". */
const NUMBERING_WORDS: ReadonlySet<string> = new Set([
  'chapter',
  'chapters',
  'part',
  'parts',
  'volume',
  'vol',
  'book',
  'act',
  'scene',
  'article',
  'section',
  'phase',
  'stage',
  'title',
  'schedule',
  'appendix',
  'canto',
  'psalm',
  'war',
  'bowl',
]);

/** Roman numerals in capitals, or one letter after a word that numbers ("Part I"): a cheap pre-test for a sentence. */
const MAY_HOLD =
  /\b[IVXLCDM]{2,}\b|\b(?:[Cc]hapter|[Pp]art|[Aa]ct|[Ss]cene|[Bb]ook|[Vv]olume|[Ww]ar) [IVX]\b/u;

/** Whether a text may hold a numeral this module reads (no false negatives, many false positives). */
export function mayHoldRomanNumeral(text: string): boolean {
  return MAY_HOLD.test(text);
}

/** The value of a Roman numeral in capitals, or null for any other word. */
export function romanValue(text: string): number | null {
  if (text.length === 0 || !CANONICAL.test(text)) return null;
  let total = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = LETTERS.get(text[index]!)!;
    const next = LETTERS.get(text[index + 1] ?? '') ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/**
 * Words of a text's parts that number in digits and Roman numerals alike, and name no product ("the
 * Orbis Book 14", "Stage 3 boots" do).
 */
const PART_WORDS: ReadonlySet<string> = new Set(['chapter', 'chapters', 'act', 'scene', 'canto', 'psalm']);

/** One unit for a part word, singular or plural ("chapters 3 to 5"). */
function stemOfPart(token: Token): string {
  return token.lower === 'chapters' ? 'chapter' : token.stem;
}

/**
 * Gives a number after a word of a text's parts that word as its unit, in digits or Roman numerals
 * alike: "Chapter 14" and "Chapter XIV" are chapters, so "chapter 11" contradicts them.
 */
export function giveNumberedPartsTheirUnit(quantities: Quantity[], tokens: readonly Token[]): void {
  for (const quantity of quantities) {
    if (quantity.unit !== null || quantity.ordinal !== undefined || !Number.isInteger(quantity.value))
      continue;
    const before = tokens.findLast((token) => token.end <= quantity.start);
    if (before && PART_WORDS.has(before.lower) && quantity.start - before.end <= 1)
      quantity.unit = stemOfPart(before);
  }
}

/** Whether a character code is one of the letters a Roman numeral is written in: I V X L C D M. */
function isRomanLetter(code: number): boolean {
  return (
    code === 73 || code === 86 || code === 88 || code === 76 || code === 67 || code === 68 || code === 77
  );
}

/** Adds each Roman numeral the text numbers with to `quantities`, in place, in order of position. */
export function readRomanNumerals(
  quantities: Quantity[],
  tokens: readonly Token[],
  source: string,
  offset: number,
): void {
  let added = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    // A first-letter test before the patterns: this runs on every token of every sentence read.
    if (!isRomanLetter(token.text.charCodeAt(0))) continue;
    if (!/^[IVXLCDM]{2,}$/u.test(token.text) && !(token.text.length === 1 && /^[IVX]$/u.test(token.text)))
      continue;
    const value = romanValue(token.text);
    if (value === null || value === 0) continue;
    const numbering = tokens[index - 1];
    const numbered = NUMBERING_WORDS.has(numbering?.lower ?? '');
    const year = token.text.length >= 4 && value >= 1000 && value <= 2100;
    if (!numbered && !year) continue;
    if (quantities.some((quantity) => quantity.start <= token.start && quantity.end >= token.end)) continue;
    quantities.push({
      value,
      unit:
        numbered && PART_WORDS.has(numbering!.lower)
          ? stemOfPart(numbering!)
          : year && !numbered
            ? YEAR
            : null,
      text: source.slice(token.start - offset, token.end - offset),
      start: token.start,
      end: token.end,
    });
    added = true;
  }
  if (added) quantities.sort((left, right) => left.start - right.start);
}
