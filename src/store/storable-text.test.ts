import { describe, expect, it } from 'vitest';
import { toStorableJson, toStorableText, toStorableValue } from './storable-text.js';

describe('storable text', () => {
  it('replaces NUL and unpaired surrogates by U+FFFD, like String.prototype.toWellFormed', () => {
    for (const text of ['a\ud800b', '\udc00x', 'x\udc00\ud800y', '\ud83d\ude00\ud83d', 'tail\ud83d']) {
      const expected = (text as unknown as { toWellFormed(): string }).toWellFormed();
      expect(toStorableText(text)).toBe(expected);
    }
    expect(toStorableText('a\u0000b\u0000')).toBe('a\uFFFDb\uFFFD');
  });

  it('leaves well-formed text alone, emoji and all', () => {
    const text = 'Résumé 😀 ÉCOLE — “quotes” \ufffd already';
    expect(toStorableText(text)).toBe(text);
  });

  it('cleans string values and object keys at every depth of a JSON value', () => {
    const value = { 'k\u0000': ['v\ud800', { inner: 'w\u0000', n: 1, flag: true, none: null }] };
    expect(JSON.parse(toStorableJson(value))).toEqual({
      'k\uFFFD': ['v\uFFFD', { inner: 'w\uFFFD', n: 1, flag: true, none: null }],
    });
    expect(toStorableJson(value)).not.toMatch(/\\u0000|\\ud800/i);
    expect(toStorableValue({ text: 'ok' })).toEqual({ text: 'ok' });
  });
});
