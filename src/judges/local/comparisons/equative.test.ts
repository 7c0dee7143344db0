import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { readEquative } from './equative.js';

describe('readEquative', () => {
  it('reads "not as … as" as the opposite of the word’s comparative', () => {
    const equative = readEquative(tokenize('The small tent is not as heavy as the family tent.'));
    expect(equative).toMatchObject({ scale: 'heavier', up: false, phrase: 'not as heavy as' });
    expect(equative?.first.map((token) => token.text)).toEqual(['small']);
    expect(equative?.second.map((token) => token.text)).toEqual(['family', 'tent']);
    expect(readEquative(tokenize("The ferry doesn't run as often as the bus."))).toMatchObject({
      scale: 'more',
      up: false,
    });
  });

  it('reads a multiple above one the word’s way, and a fraction the other', () => {
    expect(
      readEquative(tokenize('The new hall seats three times as many people as the old one.')),
    ).toMatchObject({ scale: 'more', up: true, phrase: 'three times as many people as' });
    expect(readEquative(tokenize('The side road is half as wide as the main road.'))).toMatchObject({
      scale: 'wider',
      up: false,
    });
    // A word of no known scale is compared as "more …".
    expect(readEquative(tokenize('The basic plan is twice as expensive as the starter plan.'))).toMatchObject(
      { scale: 'more', up: true },
    );
  });

  it('states the multiple, which the values must bear out', () => {
    const factor = (claim: string) => readEquative(tokenize(claim))?.factor;
    expect(factor('The new hall seats three times as many people as the old one.')).toBe(3);
    expect(factor('The side road is half as wide as the main road.')).toBe(0.5);
    expect(factor('The annexe holds a third as many books as the main library.')).toBeCloseTo(1 / 3);
    expect(factor('The annexe does not hold as many books as the main library.')).toBeUndefined();
    // "half" as a part of something, "times" as occasions: no multiple, no comparison.
    expect(readEquative(tokenize('Sales in the second half as well as the first rose.'))).toBeNull();
    expect(readEquative(tokenize('At busy times as many buses as trams run.'))).toBeNull();
  });

  it('reads no comparison in a plain equative, a bound or a missing term', () => {
    expect(readEquative(tokenize('The ferry is as fast as the bus.'))).toBeNull();
    expect(readEquative(tokenize('The hall does not seat as many as 400 people.'))).toBeNull();
    expect(readEquative(tokenize('It is not as large as that.'))).toBeNull();
  });

  it('closes the equative up to twelve words on where no clause opens between', () => {
    const far = readEquative(
      tokenize(
        'Patients at Hollin Clinic do not wait as long on average for a cataract operation as those at Brackley General.',
      ),
    );
    expect(far?.second.map((token) => token.text)).toEqual(['Brackley', 'General']);
    expect(far?.up).toBe(false);
    expect(
      readEquative(tokenize('Tickets are not as cheap if you book them after the sale ends as before.')),
    ).toBeNull();
  });

  it('reads the second term after its repeated noun ("patients at …")', () => {
    const equative = readEquative(tokenize('Patients in Leeds do not wait as long as patients in York.'));
    expect(equative?.second.map((token) => token.text)).toEqual(['York']);
  });
});
