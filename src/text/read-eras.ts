/**
 * Centuries and decades in words, as the decades in digits are read ("the 1990s", `DECADE`): "the
 * nineteenth century" and "the 19th century" are the 1800s, "the late nineties" the 1990s, so that
 * "since the mid-nineteenth century" is stated by "since 1851" and "in the late nineties" by "in
 * 1998". "Early", "mid" and "late" are left to the words: the span is the era's whole.
 */
import { DECADE, type Quantity } from './quantity.js';
import type { Token } from './tokenize.js';

/** Decades in words, in the twentieth century as writers mean them ("the nineties"). */
const DECADE_WORDS: ReadonlyMap<string, number> = new Map([
  ['twenties', 1920],
  ['thirties', 1930],
  ['forties', 1940],
  ['fifties', 1950],
  ['sixties', 1960],
  ['seventies', 1970],
  ['eighties', 1980],
  ['nineties', 1990],
]);

/** Words between "the" and a decade in words: "the late nineties", "the mid-sixties". */
const PART_WORDS: ReadonlySet<string> = new Set(['early', 'mid', 'late']);

/**
 * Turns each rank before "century" (`ordinal`, unit `centuri`) into the century's span and adds
 * each decade in words after "the", in place.
 */
export function readEras(
  quantities: Quantity[],
  tokens: readonly Token[],
  source: string,
  offset: number,
): void {
  for (let index = 0; index < quantities.length; index += 1) {
    const quantity = quantities[index]!;
    if (quantity.unit !== 'centuri' || quantity.ordinal === undefined) continue;
    if (!Number.isInteger(quantity.value) || quantity.value < 1 || quantity.value > 21) continue;
    const at = tokens.findIndex((token) => token.start >= quantity.end && /^centur/i.test(token.lower));
    const century = tokens[at];
    if (!century || century.start - quantity.end > 1) continue;
    // "the mid-nineteenth century": the part word before the rank is the era's own.
    const rank = tokens.findIndex((token) => token.start === quantity.start);
    const part = rank > 0 && PART_WORDS.has(tokens[rank - 1]!.lower) ? tokens[rank - 1]! : null;
    const start = part?.start ?? quantity.start;
    quantities[index] = {
      value: (quantity.value - 1) * 100,
      unit: DECADE,
      text: source.slice(start - offset, century.end - offset),
      start,
      end: century.end,
    };
  }
  let added = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    // Every decade word ends in "s" and has seven letters or more: most tokens are passed by
    // before the look-up (this runs on every token of every sentence read for its numbers).
    const lower = token.lower;
    if (lower.length < 7 || lower.charCodeAt(lower.length - 1) !== 115) continue;
    const decade = DECADE_WORDS.get(lower);
    if (decade === undefined) continue;
    let before = index - 1;
    while (before >= 0 && PART_WORDS.has(tokens[before]!.lower)) before -= 1;
    // "in their twenties" is an age: only "the twenties" is a decade.
    if (tokens[before]?.lower !== 'the') continue;
    // The part words are the era's own ("late nineties"): found with it where it is stated.
    const start = tokens[before + 1]!.start;
    quantities.push({
      value: decade,
      unit: DECADE,
      text: source.slice(start - offset, token.end - offset),
      start,
      end: token.end,
    });
    added = true;
  }
  if (added) quantities.sort((left, right) => left.start - right.start);
}
