import { describe, expect, it } from 'vitest';
import { stemWord } from '../text/stem-word.js';
import { loadWordNet } from './load-wordnet.js';

describe('loadWordNet', () => {
  const lexicon = loadWordNet();
  const share = (left: string, right: string) => {
    const a = lexicon.senses.get(stemWord(left)) ?? [];
    const b = lexicon.senses.get(stemWord(right)) ?? [];
    return a.some((sense) => b.includes(sense));
  };

  it('finds shared senses (synonyms) and not unrelated words', () => {
    expect(share('called', 'name')).toBe(true);
    expect(share('car', 'automobile')).toBe(true);
    expect(share('brightest', 'bright')).toBe(true);
    expect(share('car', 'banana')).toBe(false);
  });

  it('finds direct antonyms in both directions', () => {
    expect(lexicon.antonyms.get(stemWord('increase'))?.has(stemWord('decrease'))).toBe(true);
    expect(lexicon.antonyms.get(stemWord('decrease'))?.has(stemWord('increase'))).toBe(true);
    expect(lexicon.antonyms.get(stemWord('legal'))?.has(stemWord('illegal'))).toBe(true);
  });

  it('loads once per process', () => {
    expect(loadWordNet()).toBe(lexicon);
  });
});
