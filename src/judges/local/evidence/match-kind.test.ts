import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { prepareContext } from '../prepare-context.js';
import { alignClaim } from './align-claim.js';

/** How the claim's `word` is found in the sentence: its partner and whether by kind, or null. */
function found(claim: string, sentence: string, word: string) {
  const context = prepareContext({ chunks: [{ id: 'c1', text: sentence }] });
  const alignment = alignClaim({
    claimTokens: tokenize(claim),
    claimSource: claim,
    index: context.index,
    synonyms: context.synonyms,
  });
  const at = alignment.words.findIndex((candidate) => candidate.text === word);
  const match = alignment.best;
  if (!match || at < 0 || !match.kinds[at]) return null;
  return { partner: match.partners[at], byKind: match.byKind?.[at] === true };
}

describe('matchKind', () => {
  it('finds a kind of the category a prohibition or a negation rules on', () => {
    expect(
      found("You can't light a campfire in the park.", 'Open fires are prohibited in the park.', 'campfire'),
    ).toEqual({
      partner: 'fires',
      byKind: true,
    });
    expect(
      found('You must not bring glass bottles.', 'Glass containers are forbidden on the beach.', 'bottles'),
    ).toEqual({
      partner: 'containers',
      byKind: true,
    });
  });

  it('finds it under a plain negation in the claim, an "any" or a "no" in the sentence', () => {
    expect(found("Pupils don't need scissors.", 'No cutting tools are needed.', 'scissors')?.partner).toBe(
      'tools',
    );
    expect(found("You can't bring a poodle into the shop.", 'No dogs in the shop.', 'poodle')?.partner).toBe(
      'dogs',
    );
  });

  it('control: not the other way round in either context', () => {
    // Affirming the category says nothing of each kind of it.
    expect(found('The café sells sandwiches.', 'The café sells food.', 'sandwiches')).toBeNull();
    // Nor a category for its kind: measured on the dev rows, that direction is not used (match-kind.ts).
    expect(found('The café sells food.', 'The café sells sandwiches.', 'food')).toBeNull();
    // Denying a kind says nothing of the whole category.
    expect(found('The café does not sell food.', 'The café does not sell sandwiches.', 'food')).toBeNull();
    // A claim that affirms what the sentence prohibits is no kind of it (the flip is found elsewhere).
    expect(
      found('You can light a campfire in the park.', 'Open fires are prohibited in the park.', 'campfire'),
    ).toBeNull();
    // "the fire" is one fire, not the category.
    expect(found('The campfire did not spread.', 'The fire did not spread.', 'campfire')).toBeNull();
  });
});
