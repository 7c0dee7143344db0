import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { compareEntities } from './compare-entities.js';

function contextStems(text: string) {
  return new Set(tokenize(text).map((token) => token.stem));
}

describe('compareEntities', () => {
  it.each([
    ['The project is called Apollo.', 'The project code name is Apollo.', 1, []],
    ['Obama was born in Honolulu.', 'Obama was born in Hawaii.', 1, ['Honolulu']],
    ["Microsoft's CEO visited Paris and Berlin.", 'The CEO of Microsoft visited Paris.', 3, ['Berlin']],
    // the first word is capitalised by position only
    ['Refunds take five days.', 'Refunds take five days.', 0, []],
  ])('%s | %s', (claim, context, total, missing) => {
    const result = compareEntities({ claim: tokenize(claim), contextStems: contextStems(context) });
    expect(result.total).toBe(total);
    expect(result.missing).toEqual(missing);
  });
});
