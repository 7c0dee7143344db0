import { describe, expect, it } from 'vitest';
import { extractQuantities } from './extract-quantities.js';
import { states } from './quantity-values.js';
import { readNumberWords } from './read-number-words.js';
import { tokenize } from './tokenize.js';

function read(text: string) {
  return readNumberWords(tokenize(text), 0, text, 0);
}

/** Whether some quantity of `claim` is stated by some quantity of `evidence`. */
function stated(claim: string, evidence: string): boolean {
  const others = extractQuantities(tokenize(evidence), evidence);
  return extractQuantities(tokenize(claim), claim).some((quantity) =>
    others.some((other) => states(quantity, other)),
  );
}

describe('readNumberWords', () => {
  it.each([
    ['one hundred and fifty pounds', 150],
    ['three hundred and fifty cats', 350],
    ['one hundred and twenty', 120],
    ['one hundred twenty', 120],
    ['a hundred and ten', 110],
    ['two thousand five hundred', 2500],
    ['eighty-six thousand tonnes', 86_000],
    ['twenty-one thousand', 21_000],
    ['one hundred and fifty thousand', 150_000],
    ['one thousand and twenty', 1020],
    ['a million visitors', 1e6],
    ['forty-five', 45],
    ['two thousand, five hundred pounds', 2500],
    ['two million, three hundred thousand', 2_300_000],
    ['thirty-one thousand, two hundred and four spectators', 31_204],
    ['nine point eight seven seconds', 9.87],
    ['two point oh five', 2.05],
    ['one hundred point five', 100.5],
  ])('%s → %d', (text, value) => {
    expect(read(text)?.value).toBe(value);
  });

  it('leaves a lone word, and words that are two numbers, to the quantity reader', () => {
    expect(read('fifty pounds')).toBeNull();
    expect(read('one of the')).toBeNull();
    expect(read('two three-bedroom flats')).toBeNull();
    expect(read('nineteen ninety-five')).toBeNull();
    expect(read('one hundred and two hundred')?.value).toBe(100);
    expect(read('one thousand and two thousand')?.value).toBe(1000);
    expect(read('five, ten')).toBeNull();
    // A comma after a scale joins only hundreds or a smaller scale: not a count, not a list.
    expect(read('two thousand, five people')?.value).toBe(2000);
    expect(read('one thousand, two thousand')?.value).toBe(1000);
    expect(read('two hundred, five hundred')?.value).toBe(200);
  });

  it('never throws on odd input', () => {
    expect(read('and')).toBeNull();
    expect(read('a')).toBeNull();
    expect(read('hundred')).toBeNull();
    expect(read('one hundred and')?.value).toBe(100);
  });
});

describe('numbers in words against digits', () => {
  it('states the same value and not another', () => {
    expect(stated('one hundred and fifty pounds', '£150')).toBe(true);
    expect(stated('one hundred and fifty pounds', '£160')).toBe(false);
    expect(stated('three hundred and fifty cats', '350 cats')).toBe(true);
    expect(stated('three hundred and fifty cats', '120 cats')).toBe(false);
    expect(stated('two thousand five hundred people', '2,500 people')).toBe(true);
    expect(stated('two thousand five hundred people', '2,000 people')).toBe(false);
    expect(stated('two thousand, five hundred pounds', '£2,500')).toBe(true);
    expect(stated('two thousand, five hundred pounds', '£2,400')).toBe(false);
    expect(stated('a hundred and ten', '110')).toBe(true);
    expect(stated('twenty-one thousand runners', '21,000 runners')).toBe(true);
    expect(stated('twenty-one thousand runners', '12,000 runners')).toBe(false);
    expect(stated('1.2 thousand runners', '1,200 runners')).toBe(true);
    expect(stated('three-quarters of a million', '750,000')).toBe(true);
    expect(stated('three-quarters of a million', '500,000')).toBe(false);
  });
});
