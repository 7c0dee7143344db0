import { describe, expect, it } from 'vitest';
import { cacheKey, createMemoryJudgeCache } from './judge-cache.js';

describe('judge cache', () => {
  it('evicts the least recently used entry and returns copies', () => {
    const cache = createMemoryJudgeCache({ maxEntries: 2 });
    cache.set('a', { n: 1 });
    cache.set('b', { n: 2 });
    expect(cache.get('a')).toEqual({ n: 1 });
    cache.set('c', { n: 3 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size()).toBe(2);
    const copy = cache.get('a') as { n: number };
    copy.n = 99;
    expect(cache.get('a')).toEqual({ n: 1 });
  });

  it('keys are unambiguous over their parts', () => {
    expect(cacheKey(['ab', 'c'])).not.toBe(cacheKey(['a', 'bc']));
    expect(cacheKey([undefined])).not.toBe(cacheKey(['']));
    expect(cacheKey([['a', 'b']])).not.toBe(cacheKey([['ab']]));
    expect(cacheKey(['x', ['y']])).toBe(cacheKey(['x', ['y']]));
  });
});
