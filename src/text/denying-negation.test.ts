import { describe, expect, it } from 'vitest';
import { denyingNegation, everyNumberDenied, stemStart } from './denying-negation.js';
import { tokenize } from './tokenize.js';

function denier(text: string, value: string): string | null {
  return denyingNegation(tokenize(text), text, text.indexOf(value))?.text ?? null;
}

describe('denyingNegation', () => {
  it('finds the negation of the predicate whose slot holds the value', () => {
    expect(denier('Mara Lindqvist was not born in Stockholm.', 'Stockholm')).toBe('not');
    expect(denier("The fair won't run on Saturday 24 May.", 'Saturday')).not.toBeNull();
  });

  it('ignores a value before the negation, or none at all', () => {
    expect(denier('Stockholm is not her birthplace.', 'Stockholm')).toBeNull();
    expect(denier('Mara Lindqvist was born in Stockholm.', 'Stockholm')).toBeNull();
  });

  it('stops at a clause break, a relative clause, a hyphenated word and beyond its reach', () => {
    expect(denier('The team did not win; the final was in Leeds.', 'Leeds')).toBeNull();
    expect(denier('He pleaded not guilty to hitting a man who fell in Leeds.', 'Leeds')).toBeNull();
    expect(denier('A not-for-profit college with 15 schools.', '15')).toBeNull();
    expect(denier("The company doesn't plan to expand by building over 50 stores.", '50')).toBeNull();
  });
});

describe('everyNumberDenied', () => {
  it('holds when each number is one a negation denies', () => {
    const text = 'Term does not begin on Thursday 4 September.';
    expect(everyNumberDenied(tokenize(text), text)).toBe(true);
  });

  it('fails for an affirmed number, a number before the negation, or no number', () => {
    for (const text of [
      'Term begins on 4 September.',
      'On 4 September term does not begin.',
      'Term does not begin.',
    ])
      expect(everyNumberDenied(tokenize(text), text)).toBe(false);
  });
});

describe('stemStart', () => {
  it('gives the offset of the first token with one of the stems', () => {
    const text = 'She was not born in Stockholm.';
    expect(stemStart(tokenize(text), ['stockholm'])).toBe(text.indexOf('Stockholm'));
    expect(stemStart(tokenize(text), ['uppsala'])).toBeNull();
  });
});
