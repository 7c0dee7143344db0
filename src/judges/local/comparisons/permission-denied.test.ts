import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { permissionDenied } from './permission-denied.js';

function read(claim: string, evidence: string) {
  const claimTokens = tokenize(claim);
  const evidenceTokens = tokenize(evidence);
  const cues = (tokens: ReturnType<typeof tokenize>) => tokens.filter((token) => token.isNegation);
  const denial = permissionDenied(claimTokens, cues(claimTokens), evidenceTokens, cues(evidenceTokens));
  return (
    denial && { cue: denial.cue.text, claimNegated: denial.claimNegated, paraphrased: denial.paraphrased }
  );
}

const stem = (word: string) => tokenize(word)[0]!.stem;

describe('permissionDenied', () => {
  it('reads a permission granted in a word against a negated "can" or "may" of the sentence', () => {
    expect(
      read('E-scooters are allowed on the buses.', 'Passengers cannot bring e-scooters onto the buses.'),
    ).toEqual({
      cue: 'cannot',
      claimNegated: false,
      paraphrased: [stem('allowed')],
    });
    expect(
      read('Dogs are permitted in the gardens.', 'Visitors may not bring dogs into the gardens.'),
    ).toMatchObject({
      cue: 'not',
      claimNegated: false,
    });
  });

  it("reads the claim's denial against the sentence's permission, crediting the verb it denies", () => {
    expect(read("Visitors can't bring dogs into the gardens.", 'Dogs are allowed in the gardens.')).toEqual({
      cue: tokenize("can't")[0]!.text,
      claimNegated: true,
      paraphrased: [stem('bring')],
    });
  });

  it('reads nothing where both sides deny, where "only" restricts the permission, or for "must not"', () => {
    expect(
      read('Dogs are not allowed in the gardens.', 'Visitors may not bring dogs into the gardens.'),
    ).toBeNull();
    expect(
      read('Tenants may not keep dogs upstairs.', 'Dogs are allowed only in ground-floor flats.'),
    ).toBeNull();
    expect(
      read('Dogs are allowed in the gardens.', 'Visitors must not feed the ducks in the gardens.'),
    ).toBeNull();
  });
});
