import { describe, expect, it } from 'vitest';
import { contentStems, contentWords } from './content-words.js';
import { keyTerms } from './key-terms.js';

describe('contentWords and contentStems', () => {
  it('drop stop words, negations and one-letter words, and keep numbers in canonical form', () => {
    expect(contentWords("The company's refunds of 1,000 orders were not sent in 3.50 days.")).toEqual([
      'company',
      'refunds',
      '1000',
      'orders',
      'sent',
      '3.5',
      'days',
    ]);
    expect(contentWords('a b c of the and')).toEqual([]);
  });

  it('stem inflections together (the terms BM25 indexes), repeats kept', () => {
    const stems = contentStems('The returns were returned within 30 days');
    expect(stems).toEqual(['return', 'return', '30', contentStems('day')[0]]);
    expect(contentStems('shipping')).toEqual(contentStems('ships'));
  });
});

describe('keyTerms', () => {
  it('gives distinct, readable key terms, one per stem', () => {
    expect(keyTerms({ text: 'Refunds are sent within 14 business days, refunds!' })).toEqual([
      'refunds',
      'sent',
      '14',
      'business',
      'days',
    ]);
    expect(keyTerms({ text: 'apples pears plums figs dates', max: 3 })).toEqual(['apples', 'pears', 'plums']);
  });
});
