import { describe, expect, it } from 'vitest';
import { inChunkLanguage } from './in-chunk-language.js';

const ENGLISH = { code: 'en', confident: true };
const CHUNKS = 'Clara Veldt began her diary in 1938. The diary was first published in 1952 by her brother.';

describe('inChunkLanguage', () => {
  it('reads a text in an unread language as the chunks’ language when most of its words are theirs', () => {
    const guess = { code: 'tr', confident: true };
    expect(inChunkLanguage(guess, 'Clara Veldt never saw her diary published.', ENGLISH, CHUNKS)).toEqual(
      ENGLISH,
    );
  });

  it('counts English numbers in words and units of time as the English chunks’ own words', () => {
    // Three of six words are the chunks' ("lasts five years" for "60 months"): Turkish to the model.
    const guess = { code: 'tr', confident: true };
    const chunks = "Grantley's boiler warranty covers parts and labour for 60 months.";
    expect(inChunkLanguage(guess, "Grantley's boiler warranty lasts five years.", ENGLISH, chunks)).toEqual(
      ENGLISH,
    );
    // Not over chunks in another language, and not for words that are neither.
    const polish = { code: 'pl', confident: true };
    expect(inChunkLanguage(guess, "Grantley's boiler warranty lasts five years.", polish, chunks)).toBe(
      guess,
    );
    expect(inChunkLanguage(guess, "Grantley's kocioł gwarancja trwa pięć lat.", ENGLISH, chunks)).toBe(guess);
  });

  it('keeps the guess when the words are not the chunks’, or another language’s function word shows', () => {
    const polish = { code: 'pl', confident: true };
    expect(inChunkLanguage(polish, 'Clara Veldt zaczęła pisać pamiętnik w 1938 roku.', ENGLISH, CHUNKS)).toBe(
      polish,
    );
    const dutch = { code: 'nl', confident: true };
    expect(inChunkLanguage(dutch, 'Het diary van Clara Veldt was published.', ENGLISH, CHUNKS)).toBe(dutch);
  });

  it('leaves a read language alone, and asks nothing of chunks whose language is unsure or unread', () => {
    const german = { code: 'de', confident: true };
    expect(inChunkLanguage(german, 'Clara Veldt diary published.', ENGLISH, CHUNKS)).toBe(german);
    const turkish = { code: 'tr', confident: true };
    const text = 'Clara Veldt never saw her diary published.';
    expect(inChunkLanguage(turkish, text, { code: 'en', confident: false }, CHUNKS)).toBe(turkish);
    expect(inChunkLanguage(turkish, text, { code: 'pl', confident: true }, CHUNKS)).toBe(turkish);
  });
});
