import { describe, expect, it } from 'vitest';
import { stemWord } from '../../../text/stem-word.js';
import { loadWordNet, SenseTable } from './load-wordnet.js';

describe('loadWordNet', () => {
  const lexicon = loadWordNet();
  const share = (left: string, right: string) => {
    const a = [...(lexicon.senses.get(stemWord(left)) ?? [])];
    const b = [...(lexicon.senses.get(stemWord(right)) ?? [])];
    const shared = a.some((sense) => b.includes(sense));
    expect(lexicon.senses.share(stemWord(left), stemWord(right))).toBe(shared);
    return shared;
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

describe('SenseTable', () => {
  it('packs stems and senses and answers like the Map it was built from', () => {
    const lists = new Map<string, number[]>([
      ['call', [100_000_007, 200_000_003]],
      ['name', [200_000_003, 300_000_001]],
      ['banana', [100_000_009]],
      ['ca', [100_000_007]],
    ]);
    const table = SenseTable.fromLists(lists);
    expect(table.size).toBe(4);
    expect(table.senseCount).toBe(4);
    expect(table.has('call')).toBe(true);
    expect(table.has('cal')).toBe(false);
    expect(table.has('calls')).toBe(false);
    expect(table.share('call', 'name')).toBe(true);
    expect(table.share('call', 'ca')).toBe(true);
    expect(table.share('name', 'banana')).toBe(false);
    expect(table.share('call', 'unknown')).toBe(false);
    const senses: number[] = [];
    table.appendTo('name', senses);
    expect(senses).toEqual([...(table.get('name') ?? [])]);
    expect(senses).toHaveLength(2);
    expect(senses.every((sense) => sense >= 0 && sense < table.senseCount)).toBe(true);
  });

  it('holds WordNet compactly: every stem is found again', () => {
    const lexicon = loadWordNet();
    expect(lexicon.senses.size).toBeGreaterThan(50_000);
    for (const word of ['bright', 'automobile', 'run', 'meadow', 'be'])
      expect(lexicon.senses.has(stemWord(word))).toBe(true);
  });
});
