import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { exceptedItem } from './excepted-item.js';

const read = (claim: string, evidence: string) =>
  exceptedItem({ claim: tokenize(claim), evidence: tokenize(evidence), evidenceSource: evidence });

describe('exceptedItem', () => {
  it('finds the item the sentence sets apart that the claim names', () => {
    expect(
      read('Kalinda does not ship to Cyprus.', 'Kalinda ships to all EU countries except Malta and Cyprus.'),
    ).toMatchObject({ cue: 'except', item: 'Malta and Cyprus' });
    expect(
      read(
        'These brownies are not made with wheat flour.',
        'These brownies use ground almonds instead of wheat flour.',
      ),
    ).toMatchObject({ cue: 'instead of', item: 'wheat flour' });
  });

  it("reads the item's own clause as no part of the main statement", () => {
    const sentence =
      'Our warranty covers defects for 24 months, except for the battery, which is covered for 12 months.';
    expect(read('The battery is not covered for 24 months.', sentence)).toMatchObject({
      item: 'the battery',
    });
    expect(read('The battery is covered for 12 months.', sentence)).toBeNull();
  });

  it('leaves alone an item the claim does not name, and a claim that copies the exception', () => {
    expect(
      read('Kalinda ships to France.', 'Kalinda ships to all EU countries except Malta and Cyprus.'),
    ).toBeNull();
    expect(
      read(
        'Retrying returns the original response instead of creating a second payment.',
        'Retrying returns the original response instead of creating a second payment.',
      ),
    ).toBeNull();
  });
});
