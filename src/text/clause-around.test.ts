import { describe, expect, it } from 'vitest';
import { clauseAround } from './clause-around.js';

const clause = (source: string, word: string) => {
  const span = clauseAround(source, source.indexOf(word));
  return source.slice(span.start, span.end).trim();
};

describe('clauseAround', () => {
  it('cuts at commas, "but" and an "and" before a verb of its own', () => {
    expect(clause('Founded in 1923, it joined the league in 1958.', '1958')).toBe(
      'it joined the league in 1958.',
    );
    expect(clause('It was founded in 1923 but did not join until 1958.', '1958')).toBe(
      'did not join until 1958.',
    );
    expect(clause('Rovers won six of seven and have not lost at home.', 'six')).toBe(
      'Rovers won six of seven',
    );
  });

  it('keeps an "and" that joins two nouns', () => {
    expect(clause('All 120 passengers and crew escaped unharmed.', 'unharmed')).toBe(
      'All 120 passengers and crew escaped unharmed.',
    );
  });
});
