import { describe, expect, it } from 'vitest';
import { extractQuantities } from './extract-quantities.js';
import { states } from './quantity-values.js';
import { tokenize } from './tokenize.js';

function quantities(text: string) {
  return extractQuantities(tokenize(text), text);
}

function stated(claim: string, evidence: string): boolean {
  const others = quantities(evidence);
  return quantities(claim).some((quantity) => others.some((other) => states(quantity, other)));
}

describe('half price', () => {
  it('is a discount of 50 %, and no other', () => {
    expect(quantities('pay half price')[0]).toMatchObject({ value: 50, unit: '%', text: 'half price' });
    expect(quantities('a half-price ticket')[0]).toMatchObject({ value: 50, unit: '%' });
    expect(stated('pay half price', 'get 50% off')).toBe(true);
    expect(stated('half off', '50 percent off')).toBe(true);
    expect(stated('pay half price', 'get 40% off')).toBe(false);
  });

  it('leaves other halves alone', () => {
    expect(quantities('the first half of 2023').some((quantity) => quantity.unit === '%')).toBe(false);
    expect(quantities('half the price')).toEqual([]);
  });
});
