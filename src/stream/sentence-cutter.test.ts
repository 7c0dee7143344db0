import { describe, expect, it } from 'vitest';
import answers from '../claims/__fixtures__/lfqa-answers.json' with { type: 'json' };
import { segmentSentences } from '../text/segment-sentences.js';
import { SPLIT_KINDS, seededRandom, splitText } from './__fixtures__/split-text.js';
import { createSentenceCutter } from './sentence-cutter.js';

function cutAll(deltas: readonly string[], maxSentenceChars?: number) {
  const cutter = createSentenceCutter({ maxSentenceChars });
  const found = deltas.flatMap((delta) => cutter.push(delta));
  return [...found, ...cutter.finish()];
}

const TRICKY = [
  'Dr. Smith moved to the U.S. in 2019. He works at Acme Inc. The firm grew 3.5% last year.',
  'Prices rose (see e.g. the table). The U.S. The end.',
  'See https://example.com/a.b.c for details. It costs $4.99 per month. Done!',
  'It was founded in 1998 [1]. It employs 500 people [Source: 2]. Revenue tripled (Source: 3) since.',
  '# Refunds\n\nRefunds take 5 days.\n- Item one is free\n- Item two costs 3 dollars\n\nSummary: all good.',
  '| plan | price |\n|---|---|\n| basic | 5 |\n| pro | 9 |\n\nThe pro plan costs 9 dollars.',
  'Code follows:\n\n```ts\nconst x = 1. y = 2;\n```\n\nThe code sets x to 1. And then stops.',
  'The line wraps here and\ncontinues on the next line. The café serves crème brûlée 🍰 daily. 😀 Yes.',
  'Wait... really?! Yes… it is. No. 5 was the winner. A. B. Jones wrote it.',
];

describe('createSentenceCutter', () => {
  it('hands out a sentence once the next one has begun with a whole word', () => {
    const cutter = createSentenceCutter();
    expect(cutter.push('Dr. Smith moved in 2019. He')).toEqual([]);
    expect(cutter.push(' works at Acme.').map((segment) => segment.text)).toEqual([
      'Dr. Smith moved in 2019.',
    ]);
    expect(cutter.finish().map((segment) => segment.text)).toEqual(['He works at Acme.']);
  });

  it('keeps a citation marker that arrives after the period with its sentence', () => {
    const cutter = createSentenceCutter();
    const early = cutter.push('It was founded in 1998. [Source: ');
    expect(early).toEqual([]);
    const later = cutter.push('2] It employs 500 people. The');
    expect(later.map((segment) => segment.text)).toEqual(['It was founded in 1998. [Source: 2]']);
  });

  it.each(TRICKY)('gives the sentences of the whole text for every split of %j', (text) => {
    const expected = segmentSentences({ text });
    const random = seededRandom(7);
    for (const kind of SPLIT_KINDS) {
      for (let round = 0; round < 5; round++) {
        expect(cutAll(splitText(text, kind, random))).toEqual(expected);
      }
    }
  });

  it('gives the sentences of the whole text for the LFQA fixture answers in every split', () => {
    const random = seededRandom(21);
    let compared = 0;
    for (const { answer } of answers.answers) {
      const expected = segmentSentences({ text: answer });
      for (const kind of SPLIT_KINDS) {
        expect(cutAll(splitText(answer, kind, random))).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12);
  });

  it('cuts a sentence that never ends at the cap, at a space, and stays bounded', () => {
    const text = 'word '.repeat(20_000);
    const cutter = createSentenceCutter({ maxSentenceChars: 1000 });
    const pieces: string[] = [];
    for (let index = 0; index < text.length; index += 7) {
      for (const segment of cutter.push(text.slice(index, index + 7))) pieces.push(segment.text);
    }
    for (const segment of cutter.finish()) pieces.push(segment.text);
    expect(pieces.length).toBeGreaterThanOrEqual(99);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(1000);
    expect(pieces.join(' ').replace(/\s+/g, ' ').trim()).toBe(text.trim());
  });
});
