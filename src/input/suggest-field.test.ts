import { describe, expect, it } from 'vitest';
import { misnamedFieldHints, suggestField } from './suggest-field.js';

const KNOWN = ['query', 'response', 'chunks', 'context'];

describe('suggestField', () => {
  it.each([
    ['answer', 'response'],
    ['Answer', 'response'],
    ['output', 'response'],
    ['reponse', 'response'],
    ['documents', 'chunks'],
    ['chunk', 'chunks'],
    ['question', 'query'],
    ['contexts', 'context'],
  ])('%s → %s', (key, expected) => {
    expect(suggestField(key, KNOWN)).toBe(expected);
  });

  it('suggests nothing for an unrelated key', () => {
    expect(suggestField('temperature', KNOWN)).toBeNull();
    expect(suggestField('id', KNOWN)).toBeNull();
  });

  it('hints only for unknown keys with a likely meaning', () => {
    expect(misnamedFieldHints({ answer: 'x', chunks: [], extra: 1 }, KNOWN)).toEqual([
      '"answer" is not a field: did you mean "response"?',
    ]);
    expect(misnamedFieldHints('text', KNOWN)).toEqual([]);
  });
});
