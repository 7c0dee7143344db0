import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { findSwappedPair } from './swapped-pair.js';

const pair = (claim: string, sentence: string) => findSwappedPair(tokenize(claim), tokenize(sentence));

describe('findSwappedPair', () => {
  it('finds two parts of the sentence that trade places', () => {
    expect(
      pair(
        'Cabin bags may weigh 8 kg in Business Class or 12 kg in Economy.',
        'Cabin bags may weigh 8 kg in Economy or 12 kg in Business Class.',
      ),
    ).toMatchObject({ kind: 'entity', claimValue: 'Business', evidenceValue: 'Economy' });
    expect(
      pair(
        'Jars must be processed in a boiling-water canner, not a pressure canner.',
        'Jars must be processed in a pressure canner, not a boiling-water canner.',
      ),
    ).toMatchObject({ claimValue: 'boiling', evidenceValue: 'pressure', common: true });
  });

  it('lets a name the sentence describes ("the electric-bike maker Volta Cycles") trade places', () => {
    expect(
      pair(
        'Volta Cycles supplies power-management chips to Kestrel Semiconductors under a three-year agreement.',
        'Kestrel Semiconductors supplies power-management chips to the electric-bike maker Volta Cycles under a three-year agreement.',
      ),
    ).toMatchObject({ kind: 'entity', claimValue: 'Volta', evidenceValue: 'Kestrel' });
    expect(
      pair(
        'Kestrel Semiconductors supplies power-management chips to Volta Cycles under a three-year agreement.',
        'Kestrel Semiconductors supplies power-management chips to the electric-bike maker Volta Cycles under a three-year agreement.',
      ),
    ).toBeNull();
  });

  it('lets terms trade places around the values the sentence gives them ("(48%)")', () => {
    expect(
      pair(
        'Response rates were higher among students than among retired respondents.',
        'Response rates were higher among retired respondents (48%) than among students (21%).',
      ),
    ).toMatchObject({ kind: 'entity', claimValue: 'students', evidenceValue: 'retired' });
    expect(
      pair(
        'Response rates were higher among retired respondents than among students.',
        'Response rates were higher among retired respondents (48%) than among students (21%).',
      ),
    ).toBeNull();
  });

  it('finds two places swapped across the clauses of one sentence, not a list', () => {
    expect(
      pair(
        'Trellis Foods will close its factory in Oldcastle and move production to its larger site in Warnby.',
        'Trellis Foods will close its factory in Warnby and move production to its larger site in Oldcastle.',
      ),
    ).toMatchObject({ claimValue: 'Oldcastle', evidenceValue: 'Warnby' });
  });

  it.each([
    ['a reordered list', 'The shop sells coffee and tea.', 'The shop sells tea and coffee.'],
    ['a list of three', 'It contains no eggs, dairy or meat.', 'It contains no meat, dairy or eggs.'],
    [
      'a list of longer items',
      'The set has a red wooden box, a green glass jar and a blue tin.',
      'The set has a blue tin, a green glass jar and a red wooden box.',
    ],
    ['another voice', 'All emails are answered by our support team.', 'Our support team answers all emails.'],
    ['a phrase moved to the front', 'In 2020, the plant closed.', 'The plant closed in 2020.'],
    ['the same sentence', 'The plant closed in 2020.', 'The plant closed in 2020.'],
  ])('leaves %s alone', (_, claim, sentence) => {
    expect(pair(claim, sentence)).toBeNull();
  });
});
