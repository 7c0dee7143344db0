import { describe, expect, it } from 'vitest';
import { segmentSentences } from '../text/segment-sentences.js';
import { extractiveGenerator } from './extractive-generator.js';

const chunks = [
  { id: 'returns', text: 'Online orders may be returned within 30 days. Sale items are final.' },
  { id: 'refunds', text: 'Refunds are issued within 5 business days. Store credit never expires.' },
  { id: 'shipping', text: 'Standard shipping is free on orders over $50.' },
];
const allSentences = new Set(
  chunks.flatMap((chunk) => segmentSentences({ text: chunk.text }).map((s) => s.text)),
);

describe('extractiveGenerator', () => {
  it('answers only with sentences quoted from the chunks, the most relevant ones, in corpus order', async () => {
    const generator = extractiveGenerator({ maxSentences: 2 });
    const { text } = await generator.generate({
      query: 'How long do refunds take for returned orders?',
      chunks,
    });
    const sentences = segmentSentences({ text }).map((sentence) => sentence.text);
    expect(sentences).toHaveLength(2);
    for (const sentence of sentences) expect(allSentences.has(sentence)).toBe(true);
    expect(sentences).toContain('Refunds are issued within 5 business days.');
    expect(text.indexOf('Online orders')).toBeLessThan(text.indexOf('Refunds'));
    expect(
      (await generator.generate({ query: 'How long do refunds take for returned orders?', chunks })).text,
    ).toBe(text);
  });

  it('answers with nothing when no chunk matches', async () => {
    expect((await extractiveGenerator().generate({ query: 'tent warranty', chunks })).text).toBe('');
    expect((await extractiveGenerator().generate({ query: 'refunds', chunks: [] })).text).toBe('');
  });

  it('rewrites a sentence to the closest context sentence not already in the answer, or removes it', async () => {
    const generator = extractiveGenerator();
    const rewrite = generator.rewrite!;
    const response = 'Refunds are issued within 14 business days.';
    await expect(rewrite({ sentence: response, response, query: '', chunks })).resolves.toEqual({
      text: 'Refunds are issued within 5 business days.',
    });
    await expect(
      rewrite({ sentence: 'Tents have a lifetime warranty.', response: 'x', query: '', chunks }),
    ).resolves.toEqual({ text: null });
    const already = 'Refunds are issued within 5 business days. Refunds are issued within 14 business days.';
    await expect(
      rewrite({
        sentence: 'Refunds are issued within 14 business days.',
        response: already,
        query: '',
        chunks,
      }),
    ).resolves.toEqual({ text: null });
  });
});
