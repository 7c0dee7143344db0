/**
 * What the quantity reader (`extract-quantities.ts`) finds and the comparisons
 * (`quantity-values.ts`) read: a value with its unit and where it was written.
 */

/** A number found in text. */
export interface Quantity {
  value: number;
  /**
   * `%`, `money`, `@year`, `@decade`, `@day`, `@time-of-day`, a measure's dimension (`@time-s`,
   * `@length-m`, … in `units.ts`), a rate (`@per-s:` and the noun counted, `read-rate.ts`), the stem
   * of the noun that follows, or `null` for a bare number.
   */
  unit: string | null;
  /** The original characters, e.g. `$1.2 million`. */
  text: string;
  start: number;
  end: number;
  /**
   * A duration whose unit converts exactly ("24 months"): its value in the base unit of its
   * dimension (`text/units.ts` DURATION_SCALES) and where its unit word ends, to be compared with
   * another unit of the dimension ("2 years"), and the number with its unit word as written.
   */
  duration?: { dimension: string; value: number; unitEnd: number; text: string };
  /**
   * A time of day written with an hour of 12 or less and no am or pm ("7:30", `TIME_OF_DAY`): the
   * same time in the other half of the day (19:30, in minutes), which it may mean as well.
   */
  otherHalf?: number;
  /**
   * Written as a rank: "5th" (`digits`) or "fifth" (`words`, `read-ordinal.ts`). A rank in words
   * states and is stated only by a rank of the same value.
   */
  ordinal?: 'digits' | 'words';
  /**
   * A share written as a fraction ("a quarter of the budget", unit `%`): exact, so a text that
   * gives it in per cent rounds it ("33 %" or "33.3 %" for "a third").
   */
  fraction?: boolean;
  /**
   * The values a hedged share allows ("just over a quarter": above 25 % and at most 30 %): the
   * `side` of the value written that they lie on, which the value itself is not on unless `around`.
   */
  bounds?: {
    low: number;
    high: number;
    side: 'over' | 'under' | 'around';
    /** The hedge as written before a measure ("just under"), which the measure's `text` leaves out. */
    words?: string;
  };
  /**
   * A measure's unit factor as written ("6.2 miles": 1609.344 to metres), so another unit's value is
   * compared in the claim's own unit and rounded the way the claim rounds ("about 6.2 miles" for
   * "10 km").
   */
  scale?: number;
  /**
   * Hedged as an estimate ("about 10 °F", "around three months"): compared with a value in another
   * unit, it may round more loosely than a bare number ("about 10 °F" for "−12 °C", 10.4 °F).
   */
  approximate?: boolean;
  /**
   * Another reading of the same words, where one word names two units ("110 pounds": money, or a
   * weight in pounds): the context states the quantity if it states either reading.
   */
  otherReading?: Quantity;
}

/** Unit of a calendar year ("in 1998"), distinct from a duration in years. */
export const YEAR = '@year';
/** A year as written: four digits from 1000 to 2099 ("until 1994", "in 1698"). */
export const YEAR_WRITTEN = /^(?:1\d|20)\d\d$/u;
/** Unit of a decade or century ("the 1990s", "the 1800s"). */
export const DECADE = '@decade';
/** Unit of a day of the month ("18 February", "February 18th", "the 18th of February"). */
export const DAY = '@day';
/** Unit of a time of day, in minutes since midnight ("7:30 p.m." = "19:30" = 1170). */
export const TIME_OF_DAY = '@time-of-day';
/**
 * The unit of a multiple: the stem of "times" ("three times as long"), which "twice as long" and
 * "double the" share. A multiple is stated only by a multiple, not by a bare "two" of the context.
 */
export const TIMES = 'time';
