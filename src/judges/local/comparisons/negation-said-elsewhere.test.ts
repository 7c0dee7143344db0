import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { negationSaidElsewhere } from './negation-said-elsewhere.js';

const claim = tokenize('There is no Kellan Island ferry service in January.');
const best = tokenize('The Kellan Island ferry leaves Portmarrow harbour at 9:30.');

describe('negationSaidElsewhere', () => {
  it('finds the denied word another sentence denies and the best one does not state', () => {
    const other = tokenize('From November to March there is no service, and the visitor centre closes.');
    expect(negationSaidElsewhere(claim, best, other)).toBe(stemOf('service'));
  });

  it('reads nothing where the other denies a phrase with a word the claim lacks, or the best states the word', () => {
    const parking = tokenize('From November to March there is no parking service.');
    expect(negationSaidElsewhere(claim, best, parking)).toBeNull();
    const stated = tokenize('The Kellan Island ferry service leaves at 9:30.');
    const other = tokenize('From November to March there is no service.');
    expect(negationSaidElsewhere(claim, stated, other)).toBeNull();
    const negatedBest = tokenize('The Kellan Island ferry does not run in winter.');
    expect(negationSaidElsewhere(claim, negatedBest, other)).toBeNull();
  });
});

function stemOf(word: string): string {
  return tokenize(word)[0]!.stem;
}
