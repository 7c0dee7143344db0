import { describe, expect, it } from 'vitest';
import { extractQuantities } from './extract-quantities.js';
import { statedChange } from './stated-change.js';
import { tokenize } from './tokenize.js';

const quantitiesIn = (text: string) => extractQuantities(tokenize(text), text);

function change(claim: string, sentence: string): string | null {
  return statedChange(quantitiesIn(claim)[0]!, claim, quantitiesIn(sentence), sentence);
}

describe('statedChange', () => {
  it('reads the size of a change as a share or as a difference', () => {
    expect(change('The population grew by 50%.', 'The population grew from 8,000 to 12,000.')).toBe(
      'from 8,000 to 12,000',
    );
    expect(change('Membership rose by 600.', 'Membership rose 12%, from 5,000 to 5,600.')).toBe(
      'from 5,000 to 5,600',
    );
    expect(change('Visits fell by 33%.', 'Visits fell from 12,000 to 8,000.')).toBe('from 12,000 to 8,000');
  });

  it('reads no other size, no range, and no value that is not a change', () => {
    expect(change('The population grew by 40%.', 'The population grew from 8,000 to 12,000.')).toBeNull();
    expect(change('The course lasts 2 weeks.', 'The course lasts from 10 to 12 weeks.')).toBeNull();
    expect(change('The population is 4,000.', 'The population grew from 8,000 to 12,000.')).toBeNull();
  });
});

describe('statedChange: a change by its word', () => {
  it('reads "halved" against the two ends of a change', () => {
    const claimSource = 'Burglaries halved last year.';
    const source = 'Burglaries fell last year, from 1,260 to 630.';
    const [claim] = extractQuantities(tokenize(claimSource), claimSource);
    const passage = extractQuantities(tokenize(source), source);
    expect(statedChange(claim!, claimSource, passage, source)).toBe('from 1,260 to 630');
    const other = 'Burglaries fell last year, from 1,260 to 840.';
    expect(statedChange(claim!, claimSource, extractQuantities(tokenize(other), other), other)).toBeNull();
  });
});

describe('statedChange: percentage points', () => {
  it('reads "percentage points" as the difference of two percentages', () => {
    expect(
      change(
        'Youth unemployment rose by two percentage points, to 11%.',
        'Youth unemployment rose from 9% to 11% over the year.',
      ),
    ).toBe('from 9% to 11%');
    expect(
      change('Unemployment dropped by 0.4 percentage points.', 'Unemployment fell from 5.2% to 4.8%.'),
    ).toBe('from 5.2% to 4.8%');
  });

  it('reads no other difference, and no ratio of two percentages', () => {
    expect(
      change('Unemployment rose by three percentage points.', 'Unemployment rose from 9% to 11%.'),
    ).toBeNull();
    expect(change('Unemployment rose by 22%.', 'Unemployment rose from 9% to 11%.')).toBeNull();
  });
});

describe('statedChange: more forms', () => {
  it('reads a change word after the value, in its direction', () => {
    expect(change('The lamp was 25% cheaper in the sale.', 'The price was cut from $48 to $36.')).toBe(
      'from 48 to 36',
    );
    expect(change('The lamp was 25% dearer in the sale.', 'The price was cut from $48 to $36.')).toBeNull();
  });

  it('reads the direction of a verb before the value', () => {
    expect(change('Visits fell by 4,000.', 'Visits fell from 12,000 to 8,000.')).toBe('from 12,000 to 8,000');
    expect(change('Visits rose by 4,000.', 'Visits fell from 12,000 to 8,000.')).toBeNull();
  });

  it('reads two ends dated by a year between them, and no ends set apart by other words', () => {
    expect(change('The population grew by 15%.', 'It grew from 80,000 in 2010 to 92,000 in 2020.')).toBe(
      'from 80,000 to 92,000',
    );
    expect(
      change('The air warmed by 7 degrees.', 'It rose from 12 degrees at dawn to 19 degrees.'),
    ).toBeNull();
  });

  it('reads the noun after the second end as the first end’s too', () => {
    const sentence = 'The workforce grew from 400 to 500 employees.';
    expect(change('The workforce grew by 25%.', sentence)).toBe('from 400 to 500');
    expect(change('The workforce grew by 100 employees.', sentence)).toBe('from 400 to 500');
    expect(change('The workforce grew by 20%.', sentence)).toBeNull();
    expect(
      change('The workforce grew by 100 visitors.', 'The workforce grew from 400 to 600 employees.'),
    ).toBeNull();
  });
});
