import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { changedTimeWord, insideSchedule, outsideSchedule } from './outside-schedule.js';

const outside = (claim: string, sentence: string) =>
  outsideSchedule(tokenize(claim), tokenize(sentence), sentence);

describe('outsideSchedule', () => {
  it('reads a list of days and a range of days', () => {
    expect(
      outside('There is no matinee on Fridays.', 'Matinees are at 14:30 on Wednesdays and Saturdays.'),
    ).toEqual(['fridai']);
    expect(outside('The desk is not open on Sundays.', 'The desk is open Monday to Saturday.')).toEqual([
      'sundai',
    ]);
    expect(outside('The desk is not open on Thursdays.', 'The desk is open Monday to Saturday.')).toEqual([]);
  });

  it('reads months, ranges that wrap round the year, and "between … and …"', () => {
    expect(outside('It is not active in December.', 'It is active from mid-July to late August.')).toEqual([
      'decemb',
    ]);
    expect(
      outside('Fires are not allowed in July.', 'Fires are allowed between 1 November and 31 March.'),
    ).toHaveLength(1);
    expect(
      outside('Fires are not allowed in January.', 'Fires are allowed between 1 November and 31 March.'),
    ).toEqual([]);
  });

  it('"and" between two months is a list, not a range, without "between"', () => {
    expect(outside('It does not run in October.', 'It runs in July and December.')).toHaveLength(1);
  });

  it('needs a negated claim and a sentence that does not negate', () => {
    expect(outside('There is a matinee on Fridays.', 'Matinees are on Wednesdays and Saturdays.')).toEqual(
      [],
    );
    expect(outside('There is no matinee on Fridays.', 'There are no matinees on Wednesdays.')).toEqual([]);
  });
});

const inside = (claim: string, sentence: string) =>
  insideSchedule(tokenize(claim), claim, tokenize(sentence), sentence);

describe('insideSchedule', () => {
  it('reads a day or month a range holds without naming it', () => {
    expect(inside('The campsite is open in June.', 'The campsite is open from April to October.')).toEqual([
      'june',
    ]);
    expect(inside('The clinic is open on Wednesdays.', 'The clinic is open Monday to Friday.')).toEqual([
      'wednesdai',
    ]);
    expect(
      inside('Bikes are banned in July.', 'Bikes are banned from the towpath between May and September.'),
    ).toEqual(['juli']);
  });

  it('leaves alone a named value, a value outside, a date, and a claim with a range of its own', () => {
    expect(inside('Open in April.', 'Open from April to October.')).toEqual([]);
    expect(inside('Open in December.', 'Open from April to October.')).toEqual([]);
    expect(inside('Sold in June 2024.', 'Sold between March 2023 and January 2024.')).toEqual([]);
    expect(inside('Open from late June until mid-October.', 'Open from late May until mid-October.')).toEqual(
      [],
    );
  });
});

describe('changedTimeWord', () => {
  const read = (claim: string, sentence: string) =>
    changedTimeWord(tokenize(claim), claim, tokenize(sentence))?.claim.text ?? null;

  it('finds a season or a part of the day swapped for another of its set', () => {
    expect(read('Closed every spring.', 'Closed every winter.')).toBe('spring');
    expect(read('Played on the afternoon of 16 June.', 'Played on the evening of 16 June.')).toBe(
      'afternoon',
    );
  });

  it("finds none where the sentence has the claim's word, or where either side denies", () => {
    expect(read('Open in winter and summer.', 'Open in summer.')).toBeNull();
    expect(read('Not closed in spring.', 'Closed in winter.')).toBeNull();
  });
});
