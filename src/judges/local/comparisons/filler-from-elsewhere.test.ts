import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { alignClaim } from '../evidence/align-claim.js';
import { prepareContext } from '../prepare-context.js';
import { findFillerFromElsewhere } from './filler-from-elsewhere.js';

function read(chunks: string[], claim: string) {
  const context = prepareContext({ chunks: chunks.map((text, index) => ({ id: `c${index + 1}`, text })) });
  const claimTokens = tokenize(claim);
  const alignment = alignClaim({
    claimTokens,
    claimSource: claim,
    index: context.index,
    synonyms: context.synonyms,
  });
  return findFillerFromElsewhere({
    claim: claimTokens,
    claimSource: claim,
    words: alignment.words,
    selected: alignment.selected,
  });
}

describe('findFillerFromElsewhere', () => {
  it('reads the phrase the claim takes from another sentence against the copied one’s', () => {
    const found = read(
      [
        'The expedition was led by the botanist Eleanor Grieve.',
        'The geologist Martin Ross joined the team.',
      ],
      'The expedition was led by the geologist Martin Ross.',
    );
    expect(found?.conflict).toMatchObject({
      claimValue: 'geologist Martin Ross',
      evidenceValue: 'botanist Eleanor Grieve',
      claimStems: ['geologist', 'martin', 'ross'],
    });
    expect(found?.match.sentence.source).toContain('botanist');
  });

  it('keeps a phrase as written, hyphens and all', () => {
    const found = read(
      [
        'The customer-facing mobile app is built with the Kestrel framework.',
        'The internal admin dashboard uses Lumen UI.',
      ],
      'The internal admin dashboard is built with the Kestrel framework.',
    );
    expect(found?.conflict).toMatchObject({
      claimValue: 'internal admin dashboard',
      evidenceValue: 'customer-facing mobile app',
    });
  });

  it('reads a phrase from another clause of the same sentence', () => {
    const found = read(
      ['The Euro Stoxx 50 rose 1.2% on Monday, while the CAC in Paris slipped 0.4%.'],
      'The CAC in Paris rose 1.2% on Monday.',
    );
    expect(found?.conflict).toMatchObject({ claimValue: 'CAC in Paris', evidenceValue: 'Euro Stoxx 50' });
  });

  it('reads nothing where the other sentence names the copied one’s phrase too', () => {
    expect(
      read(
        ['Card payments are processed by our partner.', 'Our partner, Stripe, handles all card data.'],
        'Card payments are processed by Stripe.',
      ),
    ).toBeNull();
  });

  it('reads nothing for a value the claim adds from another sentence', () => {
    expect(
      read(
        ['The Old Mill theatre was designed by the engineer Ada Crossley.', 'It opened in 1870 on the quay.'],
        'The Old Mill theatre opened in 1870.',
      ),
    ).toBeNull();
  });

  it('reads nothing where the claim copies one sentence whole', () => {
    expect(
      read(
        [
          'The expedition was led by the botanist Eleanor Grieve.',
          'The geologist Martin Ross joined the team.',
        ],
        'The expedition was led by the botanist Eleanor Grieve.',
      ),
    ).toBeNull();
  });
});
