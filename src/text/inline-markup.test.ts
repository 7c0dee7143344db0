import { describe, expect, it } from 'vitest';
import {
  findCitationSpans,
  findProtectedSpans,
  lengthWithoutCitations,
  skipCitationMarkers,
} from './inline-markup.js';

function markers(text: string): string[] {
  return findCitationSpans({ text }).map((span) => text.slice(span.start, span.end));
}

describe('inline markup', () => {
  it.each([
    ['Revenue rose [1].', ['[1]']],
    ['Revenue rose [1][2] and fell [3, 4].', ['[1]', '[2]', '[3, 4]']],
    [
      'Revenue rose [Source: 2] (Source: 3) [doc1] [chunk c2] [^5] 【7】.',
      ['[Source: 2]', '(Source: 3)', '[doc1]', '[chunk c2]', '[^5]', '【7】'],
    ],
    ['A list [a, b] and a range (see above) and [but they left] stay.', []],
  ])('finds citation markers in %s', (text, expected) => {
    expect(markers(text)).toEqual(expected);
  });

  it('skips a run of markers after a period', () => {
    const text = 'Rose 8%. [1] [Source: 2] Then fell.';
    expect(text.slice(0, skipCitationMarkers(text, 8))).toBe('Rose 8%. [1] [Source: 2]');
    expect(skipCitationMarkers(text, 2)).toBe(2);
  });

  it.each([
    ['Revenue rose 8% [1][2].', 'Revenue rose 8%'],
    ['Revenue rose 8%.[1]', 'Revenue rose 8%.'],
    ['Revenue rose 8% (Source: 2)', 'Revenue rose 8%'],
    ['Revenue rose [1] in 2023.', 'Revenue rose [1] in 2023.'],
    ['[1].', '[1].'],
  ])('cuts trailing markers off %s', (text, expected) => {
    expect(text.slice(0, lengthWithoutCitations(text))).toBe(expected);
  });

  it('protects URLs, e-mail addresses and inline code, without trailing punctuation', () => {
    const text = 'See https://x.io/a?b=1. Mail a.b@c.org, or run `a.b()`.';
    expect(findProtectedSpans(text).map((span) => text.slice(span.start, span.end))).toEqual([
      'https://x.io/a?b=1',
      'a.b@c.org',
      '`a.b()`',
    ]);
    expect(findProtectedSpans('No links here.')).toEqual([]);
  });

  it('handles long unclosed marker lists (the patterns do not backtrack exponentially)', () => {
    const text = `Revenue rose [c1${', c1'.repeat(5000)} and more.`;
    expect(lengthWithoutCitations(text)).toBe(text.length);
    expect(markers(text)).toEqual([]);
  });
});
