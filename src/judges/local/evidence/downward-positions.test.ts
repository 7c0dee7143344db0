import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { downwardPositions } from './downward-positions.js';

/** The words of `text` that stand where it speaks of every member of a category. */
function downwardWords(text: string, fixedByDefinites = true): string[] {
  const tokens = tokenize(text);
  const downward = downwardPositions(tokens, text, { fixedByDefinites });
  return tokens.filter((_, at) => downward[at]).map((token) => token.lower);
}

describe('downwardPositions', () => {
  it('reads a prohibition over its clause, subject and object, but not a definite place', () => {
    expect(downwardWords('Glass containers are forbidden on the beach.')).toEqual([
      'glass',
      'containers',
      'forbidden',
    ]);
    expect(downwardWords('Outside food and drink is not permitted in the auditorium.')).toContain('food');
    expect(downwardWords('Barbecues and open fires are prohibited in all areas of the park.')).toEqual(
      expect.arrayContaining(['barbecues', 'fires', 'areas']),
    );
    expect(downwardWords('Barbecues are prohibited in all areas of the park.')).not.toContain('park');
  });

  it('reads a negation over what follows it, and a quantifier over its phrase', () => {
    expect(downwardWords('The café does not sell food.')).toEqual(['sell', 'food']);
    expect(downwardWords('No dogs on the beach.')).toEqual(['dogs']);
    // "All X are Y": only X, the restrictor, is read for every member.
    expect(downwardWords('Every dish is vegan.')).toEqual(['dish']);
  });

  it('leaves a plain statement, and the other clause of a compound sentence, upward', () => {
    expect(downwardWords('The café sells sandwiches and food.')).toEqual([]);
    expect(downwardWords('Dogs are welcome, but fires are banned.')).toEqual(['fires', 'banned']);
  });

  it("reads a claim's possessive phrase as a category when asked to", () => {
    expect(downwardWords("You can't eat your own sandwiches.", false)).toContain('sandwiches');
    expect(downwardWords("You can't eat your own sandwiches.", true)).not.toContain('sandwiches');
  });
});
