import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { findBorrowedFiller } from './borrowed-filler.js';

/** The sentence's clauses, split where the test marks them with a bar. */
const clauses = (text: string) => text.split('|').map((part) => tokenize(part));

describe('findBorrowedFiller', () => {
  const sentence = clauses(
    'Customer data for EU accounts is stored in our Frankfurt region;| data for US accounts is stored in our Oregon region.',
  );

  it("names the borrowed word and the copied clause's own", () => {
    expect(
      findBorrowedFiller(tokenize('Customer data for EU accounts is stored in the Oregon region.'), sentence),
    ).toMatchObject({ kind: 'entity', claimValue: 'Oregon', evidenceValue: 'Frankfurt' });
  });

  it('reads either clause as the copied one', () => {
    expect(
      findBorrowedFiller(tokenize('Data for US accounts is stored in the Frankfurt region.'), sentence),
    ).toMatchObject({ claimValue: 'Frankfurt', evidenceValue: 'Oregon' });
  });

  it('finds nothing in a faithful copy, nor in a claim about something else', () => {
    expect(
      findBorrowedFiller(
        tokenize('Customer data for EU accounts is stored in the Frankfurt region.'),
        sentence,
      ),
    ).toBeNull();
    expect(
      findBorrowedFiller(tokenize('Customer data for EU accounts is encrypted at rest.'), sentence),
    ).toBeNull();
  });

  it('reads no lead-in that is not a name', () => {
    const charge = clauses(
      'There is no overall charge on an ammonia molecule,| but there is a slight positive charge on each hydrogen atom.',
    );
    expect(
      findBorrowedFiller(tokenize('Hydrogen atoms in ammonia molecules have a positive charge.'), charge),
    ).toBeNull();
  });
});
