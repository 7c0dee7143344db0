import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.js';

describe('splitSentences', () => {
  it('returns sentences with exact spans', () => {
    const text = 'Refunds take 5 days. Is that fast? Yes!\nNew line here';
    const sentences = splitSentences(text);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Refunds take 5 days.',
      'Is that fast?',
      'Yes!',
      'New line here',
    ]);
    for (const sentence of sentences) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('does not split after abbreviations, decimals or times', () => {
    expect(splitSentences('Dr. Smith paid $6.95 at 8 a.m. Eastern time. Done.').map((s) => s.text)).toEqual([
      'Dr. Smith paid $6.95 at 8 a.m. Eastern time.',
      'Done.',
    ]);
    expect(splitSentences('   ')).toEqual([]);
  });
});
