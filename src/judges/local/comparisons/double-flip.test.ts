import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { holdsUniqueRole, onlyBefore } from './double-flip.js';

describe('holdsUniqueRole', () => {
  it('reads a role only one can hold, after a copula and a negation', () => {
    expect(holdsUniqueRole(tokenize("Sparhus is not the country's largest lender."), 'Sparhus')).toBe(true);
    expect(
      holdsUniqueRole(tokenize('Penhallow High was not the first school to do so.'), 'Penhallow High'),
    ).toBe(true);
    expect(holdsUniqueRole(tokenize('Ada Lind has never been the only candidate.'), 'Ada Lind')).toBe(true);
  });

  it('reads no role in another shape', () => {
    expect(holdsUniqueRole(tokenize('Sparhus is not a large lender.'), 'Sparhus')).toBe(false);
    expect(holdsUniqueRole(tokenize('Sparhus did not lend the most.'), 'Sparhus')).toBe(false);
    expect(holdsUniqueRole(tokenize('The largest lender is not Sparhus.'), 'Sparhus')).toBe(false);
  });
});

describe('onlyBefore', () => {
  it('finds "only" just before the name or heading its phrase', () => {
    const source = 'The pass is open only to students who live in Wales.';
    expect(onlyBefore(tokenize(source), 'Wales', source)).toBe(true);
    expect(onlyBefore(tokenize('The pass is open to students in Wales.'), 'Wales')).toBe(false);
  });
});
