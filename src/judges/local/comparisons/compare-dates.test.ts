import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { compareDates, extractDates } from './compare-dates.js';

const datesOf = (text: string) => extractDates(tokenize(text), text);
const days = (text: string) =>
  datesOf(text).flatMap((date) =>
    date.readings.map((reading) => `${reading.year}-${reading.month}-${reading.day}`),
  );

describe('extractDates', () => {
  it('reads a date however it is written', () => {
    expect(days('on 1 December 2024')).toEqual(['2024-12-1']);
    expect(days('on December 1st, 2024')).toEqual(['2024-12-1']);
    expect(days('on 2024-12-01')).toEqual(['2024-12-1']);
    // Order unknown: both readings.
    expect(days('on 05/06/2024')).toEqual(['2024-6-5', '2024-5-6']);
  });

  it('reads both ends of a range of days in one month', () => {
    expect(days('from 3 to 7 March 2025')).toEqual(['2025-3-7', '2025-3-3']);
    expect(days('3–7 March 2025')).toEqual(['2025-3-7', '2025-3-3']);
    expect(days('between 3 and 7 March')).toEqual(['null-3-7', 'null-3-3']);
    expect(days('March 3–7, 2025')).toEqual(['2025-3-3', '2025-3-7']);
    expect(days('March 3 through 7, 2025')).toEqual(['2025-3-3', '2025-3-7']);
    // Two dates, no range: "and" after the month joins another subject.
    expect(days('on March 3 and 7 people came')).toEqual(['null-3-3']);
  });

  it('contradicts a moved end of a range and accepts each end as stated', () => {
    const evidence = datesOf('The festival runs from 3 to 7 March 2025.');
    const conflict = compareDates({ claim: datesOf('It ends on 8 March 2025.'), evidence, elsewhere: [] });
    expect(conflict?.claim.text).toBe('8 March 2025');
    expect(conflict?.evidence.text).toBe('3 to 7 March 2025');
    for (const claim of ['It starts on 03/03/2025.', 'It ends on March 7, 2025.'])
      expect(compareDates({ claim: datesOf(claim), evidence, elsewhere: [] }), claim).toBeNull();
  });
});

describe('extractDates: holidays', () => {
  it('reads a holiday with a fixed day as that day, with its year', () => {
    expect(days("Closed on Christmas Day and New Year's Day.")).toEqual(['null-12-25', 'null-1-1']);
    expect(days('On Christmas Eve 2025 the store closes early.')).toEqual(['2025-12-24']);
    expect(days('Boxing Day sales')).toEqual(['null-12-26']);
  });

  it('reads no holiday in lower case or in part', () => {
    expect(days('a christmas day out')).toEqual([]);
    expect(days('Open over Christmas.')).toEqual([]);
  });
});

describe('extractDates: ISO ranges and lists of days', () => {
  it('reads two ISO dates joined by "to" as two dates, not a range of days', () => {
    expect(days('from 2025-09-01 to 2026-08-31')).toEqual(['2025-9-1', '2026-8-31']);
  });

  it('reads every day of a list', () => {
    expect(days('listed for 3, 4 and 5 June')).toEqual(['null-6-5', 'null-6-4', 'null-6-3']);
    expect(days('held from 3 to 7 March 2025')).toEqual(['2025-3-7', '2025-3-3']);
  });
});
