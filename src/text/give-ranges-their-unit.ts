/**
 * A range written with its unit once: "two to three hours", "2–3 km", "between 10 and 15 %". Read
 * number by number, its first end is a bare number that "120 minutes" neither states nor
 * contradicts; the quantity reader gives it the unit of the second end.
 */
import { type Quantity, YEAR } from './quantity.js';
import { FAHRENHEIT, TEMPERATURE } from './units.js';

/** What joins the two ends of a range: "2 to 3", "2–3", "2-3"; "and" after "between". */
const RANGE_JOIN = /^\s*(?:to|-|\u2013|\u2014)\s*$/;

/**
 * The first number of a range takes the unit of the second: "two to three hours" is 2 hours to 3
 * hours, "10–15 %" 10 % to 15 %, so "120 to 180 minutes" states it. Only measures, durations,
 * shares and money: "5 to 10 employees" keeps its bare 5, and "from 9 to 5 pm" its 9.
 * @example giveRangesTheirUnit(quantities, 'two to three hours', 0) // the 2 becomes 7,200 s
 */
export function giveRangesTheirUnit(quantities: Quantity[], source: string, offset: number): void {
  for (let index = 0; index + 1 < quantities.length; index += 1) {
    const first = quantities[index]!;
    const second = quantities[index + 1]!;
    if (first.unit !== null || second.unit === null || first.otherReading) continue;
    const join = source.slice(first.end - offset, second.start - offset);
    const between = /\bbetween\s+$/i.test(
      source.slice(Math.max(0, first.start - offset - 8), first.start - offset),
    );
    if (!RANGE_JOIN.test(join) && !(between && /^\s+and\s+$/.test(join))) continue;
    if (second.scale !== undefined) {
      first.value =
        second.unit === TEMPERATURE && second.scale === FAHRENHEIT
          ? ((first.value - 32) * 5) / 9
          : first.value * second.scale;
      first.scale = second.scale;
    } else if (second.duration && second.value !== 0) {
      const factor = second.duration.value / second.value;
      first.duration = {
        ...second.duration,
        value: first.value * factor,
        unitEnd: first.end,
        text: first.text,
      };
    } else if (second.unit !== '%' && second.unit !== 'money') continue;
    first.unit = second.unit;
  }
}

/** A dash or slash between the two years of a range ("1921–58", "the 2023/24 season"), as written. */
const YEAR_DASH = /^\s?[-\u2013\u2014/]\s?$/;

/**
 * The second year of a range written short takes the century of the first: "1921–58" runs to
 * 1958, "2019–20" to 2020, so "from 1921 to 1958" states it and "1921–68" is another end.
 * @example giveShortYearsTheirCentury(quantities, 'from 1921–58', 0) // the 58 becomes the year 1958
 */
export function giveShortYearsTheirCentury(quantities: Quantity[], source: string, offset: number): void {
  for (let index = 0; index + 1 < quantities.length; index += 1) {
    const first = quantities[index]!;
    const second = quantities[index + 1]!;
    // The short year may have taken the noun after it as its unit ("the 2023–24 season").
    const noun =
      second.unit !== null && !second.unit.startsWith('@') && second.unit !== '%' && second.unit !== 'money';
    if (first.unit !== YEAR || (second.unit !== null && !noun) || !/^\d{2}$/.test(second.text)) continue;
    if (!YEAR_DASH.test(source.slice(first.end - offset, second.start - offset))) continue;
    // Only a later year of the same century: "1998-02" may be February 1998.
    const year = Math.floor(first.value / 100) * 100 + second.value;
    if (year <= first.value) continue;
    second.value = year;
    second.unit = YEAR;
  }
}
