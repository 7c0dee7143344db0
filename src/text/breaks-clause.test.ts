import { describe, expect, it } from 'vitest';
import { breaksClause } from './breaks-clause.js';

describe('breaksClause', () => {
  it.each([
    ['Dogs bark; cats purr.', 9, 11, true],
    ['Dogs bark, cats purr.', 9, 11, true],
    ['Note: open daily', 4, 6, true],
    ['Dogs bark and cats purr.', 9, 10, false],
    ['Dogs bark. Cats purr.', 9, 11, false],
    ['a,b', 2, 1, false],
    ['a,b', 0, 10, true],
  ])('%s [%i, %i): %s', (text, start, end, expected) => {
    expect(breaksClause(text, start, end)).toBe(expected);
    expect(breaksClause(text, start, end)).toBe(/[,;:]/.test(text.slice(start, end)));
  });
});
