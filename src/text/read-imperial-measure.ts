/**
 * A length or a weight written in two imperial units, read as one measure: "6 feet 8 inches" is
 * 2.03 m, "9 st 4 lb" is 130 lb, "7 lb 3 oz" is 3.26 kg. Read unit by unit, "6 feet" would be a
 * length that "2.03 metres" contradicts, and "4 lb" a weight that "130 pounds" does.
 */
import type { Quantity } from './quantity.js';
import type { Token } from './tokenize.js';
import { UNIT_SCALES } from './units.js';

/** A unit's words, each mapped to the factor `units.ts` gives the unit. */
const words = (unit: string, ...written: string[]): Array<[string, number]> =>
  written.map((word) => [word, UNIT_SCALES.get(unit)!.factor]);

/** Each larger unit, the smaller units that may follow it, and both in the base unit (m, g). */
const PAIRS: ReadonlyArray<{
  dimension: string;
  large: ReadonlyMap<string, number>;
  small: ReadonlyMap<string, number>;
}> = [
  {
    dimension: '@length-m',
    large: new Map(words('ft', 'feet', 'foot', 'ft')),
    small: new Map(words('inch', 'inches', 'inch', 'in')),
  },
  {
    // "9 st 4 lb": "st" is read only here, between two counts ("St" opens a name elsewhere).
    dimension: '@mass-g',
    large: new Map(words('stone', 'stone', 'stones', 'st')),
    small: new Map(words('lb', 'lb', 'lbs', 'pounds', 'pound')),
  },
  {
    dimension: '@mass-g',
    large: new Map(words('lb', 'lb', 'lbs', 'pounds')),
    small: new Map(words('oz', 'oz', 'ounces')),
  },
];

/** A count in digits ("6", "8.5"), or null. */
function countOf(token: Token | undefined): number | null {
  return token?.isNumber && /^\d+(?:\.\d+)?$/.test(token.stem) ? Number(token.stem) : null;
}

/**
 * The measure in two units starting at `tokens[index]`, and the index of its last token; null
 * unless a count and a larger unit are followed by a count and a smaller one ("and" may join them).
 * @example readImperialMeasure(tokenize('6 feet 8 inches'), 0, '6 feet 8 inches', 0)?.quantity.value // 2.032
 */
export function readImperialMeasure(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const first = countOf(tokens[index]);
  const unit = tokens[index + 1];
  if (first === null || !unit) return null;
  // "9 st": a lower-case "st" only, "St" opens a name ("10 St John's Road").
  if (unit.text === 'St') return null;
  for (const pair of PAIRS) {
    const large = pair.large.get(unit.lower);
    if (large === undefined) continue;
    let at = index + 2;
    if (tokens[at]?.lower === 'and') at += 1;
    const second = countOf(tokens[at]);
    const small = pair.small.get(tokens[at + 1]?.lower ?? '');
    if (second === null || small === undefined) continue;
    const last = at + 1;
    const start = tokens[index]!.start;
    const end = tokens[last]!.end;
    return {
      quantity: {
        value: first * large + second * small,
        unit: pair.dimension,
        text: source.slice(start - offset, end - offset),
        start,
        end,
        scale: large,
      },
      last,
    };
  }
  return null;
}
