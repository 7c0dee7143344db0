/**
 * The dates a filter may use. JavaScript dates reach ±275,760 years and zod's ISO parsers accept
 * year 0000, but PGlite refuses year 0 and anything past 9999 (PostgreSQL accepts more, so the
 * two backends would disagree): filters are kept to years 0001–9999, which both accept, and a
 * date outside is a 400 that says so instead of a 503 from the database.
 */
export const EARLIEST_FILTER_DATE = new Date('0001-01-01T00:00:00.000Z');
export const LATEST_FILTER_DATE = new Date('9999-12-31T23:59:59.999Z');

/** A valid Date within years 0001–9999 (UTC). */
export function isFilterDate(value: Date): boolean {
  const time = value.getTime();
  return time >= EARLIEST_FILTER_DATE.getTime() && time <= LATEST_FILTER_DATE.getTime();
}

export const FILTER_DATE_RANGE_MESSAGE = 'must be a date from 0001-01-01 to 9999-12-31';
