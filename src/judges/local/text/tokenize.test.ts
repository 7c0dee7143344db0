import { describe, expect, it } from 'vitest';
import { stemWord } from './stem-word.js';
import { tokenize } from './tokenize.js';

describe('stemWord', () => {
  it.each([
    ['returned', 'return'],
    ['returns', 'return'],
    ['returning', 'return'],
    ['relational', 'relat'],
    ['ponies', 'poni'],
    ['began', 'begin'],
    ['better', 'good'],
    ['children', 'child'],
  ])('%s → %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });
});

describe('tokenize', () => {
  it('keeps exact offsets, numbers and negations', () => {
    const text = "Refunds don't take 1,000 days (3.5%).";
    const tokens = tokenize(text);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
    expect(tokens.map((token) => token.stem)).toEqual(['refund', 'do', 'take', '1000', 'dai', '3.5']);
    expect(tokens[1]!.isNegation).toBe(true);
    expect(tokens.filter((token) => token.isContent).map((token) => token.lower)).toEqual([
      'refunds',
      'take',
      '1,000',
      'days',
      '3.5',
    ]);
  });

  it('folds possessives and marks capitalised words', () => {
    const [first, second] = tokenize('Obama’s mother');
    expect(first!.lower).toBe('obama');
    expect(first!.isCapitalized).toBe(true);
    expect(second!.isCapitalized).toBe(false);
  });
});
