import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSentenceIndex, searchSentences } from './sentence-index.js';

const WORDS = ['refund', 'window', 'days', 'order', 'return', 'policy', 'store', 'credit'];

describe('searchSentences', () => {
  it('returns the same top sentences as a full sort (score descending, then earlier sentence)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 12 }),
        (sentences, query, limit) => {
          const text = sentences.map((words) => `${words.join(' ')}.`).join(' ');
          const index = buildSentenceIndex([{ id: 'c1', text }]);
          const stems = query.map(
            (word) => buildSentenceIndex([{ id: 'q', text: word }]).sentences[0]!.contentStems[0]!,
          );
          const everything = searchSentences(index, stems, index.sentences.length);
          const expected = [...everything]
            .sort((left, right) => right.score - left.score || left.sentence.id - right.sentence.id)
            .slice(0, limit)
            .map((hit) => hit.sentence.id);
          expect(searchSentences(index, stems, limit).map((hit) => hit.sentence.id)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts a stem repeated in a sentence once per occurrence in its postings', () => {
    const index = buildSentenceIndex([{ id: 'c1', text: 'Refund after refund. Refund once.' }]);
    expect(index.postings.get(index.sentences[0]!.contentStems[0]!)).toEqual([0, 2, 1, 1]);
  });

  it('keeps content stems in order and prefixes of long stems', () => {
    const index = buildSentenceIndex([{ id: 'c1', text: 'The founders founded 3 companies.' }]);
    const sentence = index.sentences[0]!;
    expect(sentence.contentStems).toEqual(['founder', 'found', '3', 'compani']);
    expect([...sentence.prefixes].sort()).toEqual(['compa', 'found']);
  });
});
