import { describe, expect, it } from 'vitest';
import { BOUNDARY, nextBoundary, splitChunkSentences } from './split-chunk-sentences.js';

function sentences(text: string) {
  return splitChunkSentences(text).map((span) => text.slice(span.start, span.end));
}

describe('splitChunkSentences', () => {
  it.each([
    ['It costs $3.50. Dr. Li agrees.', ['It costs $3.50.', 'Dr. Li agrees.']],
    ['Version 2.1.3 is out! Upgrade now.', ['Version 2.1.3 is out!', 'Upgrade now.']],
    ['Title line\nFirst sentence. Second one?', ['Title line', 'First sentence.', 'Second one?']],
    ['The U.S. economy grew. Exports rose.', ['The U.S. economy grew.', 'Exports rose.']],
    ['He said "stop." Then he left.', ['He said "stop."', 'Then he left.']],
    ['See Fig. 3 for details. It rose.', ['See Fig. 3 for details.', 'It rose.']],
    ['He studied modern art. The museum opened.', ['He studied modern art.', 'The museum opened.']],
    ['Apple Inc. announced results. Shares rose.', ['Apple Inc. announced results.', 'Shares rose.']],
    ['They founded Apple Inc. The firm grew.', ['They founded Apple Inc.', 'The firm grew.']],
    ['Gen. Grant won in Sept. 1863.', ['Gen. Grant won in Sept. 1863.']],
    // A letter glued to a number is no initial: a decade ends its sentence, "J." does not.
    [
      'It was collected in the 1920s. The bequest grew.',
      ['It was collected in the 1920s.', 'The bequest grew.'],
    ],
    ['It was written by J. Smith in 1920.', ['It was written by J. Smith in 1920.']],
    // So is a letter after a degree sign: a temperature ends its sentence.
    ['Inland it managed only 9°C. Frost followed.', ['Inland it managed only 9°C.', 'Frost followed.']],
    ['The sea was at 12 °C. Swimmers came.', ['The sea was at 12 °C.', 'Swimmers came.']],
    // A time of day ends its sentence before a capitalised word but a day, a month or a time zone.
    [
      'The concert is at 4 p.m. Camping passes include showers.',
      ['The concert is at 4 p.m.', 'Camping passes include showers.'],
    ],
    ['It opens at 9 a.m. Monday to Friday.', ['It opens at 9 a.m. Monday to Friday.']],
    ['Call before 5 p.m. GMT to book.', ['Call before 5 p.m. GMT to book.']],
    ['   ', []],
    // Scraped news run together with no space after the period.
    ['Rates stay high.The bank said so.', ['Rates stay high.', 'The bank said so.']],
    ["It peaked on Jan. 18.Japan's index fell.", ['It peaked on Jan. 18.', "Japan's index fell."]],
    [
      'Prices rose, analysts said."The flow continued."',
      ['Prices rose, analysts said."', 'The flow continued."'],
    ],
    ['Use Node.js 3.5 with e.g.The flag.', ['Use Node.js 3.5 with e.g.The flag.']],
    // A period closing an aside opened inside the sentence (an abbreviation) does not end it.
    [
      'Evan Moore, (Opelousas, La.) Daily World city editor, talks. He left.',
      ['Evan Moore, (Opelousas, La.) Daily World city editor, talks.', 'He left.'],
    ],
    [
      'The firm (see Smith et al.) grew fast. It hired.',
      ['The firm (see Smith et al.) grew fast.', 'It hired.'],
    ],
    // An aside that is the whole sentence still ends there.
    ['It rained. (The game went on.) Fans stayed.', ['It rained.', '(The game went on.)', 'Fans stayed.']],
  ])('%s', (text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });

  it('cuts a run-on sentence so no span exceeds the maximum', () => {
    const text = 'word '.repeat(400);
    const spans = splitChunkSentences(text);
    expect(spans.length).toBeGreaterThan(1);
    for (const span of spans) expect(span.end - span.start).toBeLessThanOrEqual(600);
  });
});

describe('nextBoundary', () => {
  const PIECES = [
    'word',
    'Word',
    'ab',
    '12',
    ' ',
    '.',
    '!',
    '?',
    '...',
    '\n',
    '"',
    '\u201d',
    ')',
    ']',
    'Th',
    '\u00e9',
    '\ud835\udc00',
  ];

  it('finds exactly the matches of the global search, in order', () => {
    let seed = 11;
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    for (let round = 0; round < 2000; round += 1) {
      let text = '';
      const length = 1 + Math.floor(random() * 14);
      for (let piece = 0; piece < length; piece += 1) text += PIECES[Math.floor(random() * PIECES.length)];
      const found: Array<[number, number]> = [];
      for (let next = nextBoundary(text, 0); next !== null; next = nextBoundary(text, next.end))
        found.push([next.at, next.end]);
      const searched = [...text.matchAll(BOUNDARY)].map((match): [number, number] => [
        match.index,
        match.index + match[0].length,
      ]);
      expect(found, JSON.stringify(text)).toEqual(searched);
    }
  });
});
