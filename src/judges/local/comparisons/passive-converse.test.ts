import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { passiveConverse } from './passive-converse.js';

const read = (claim: string, evidence: string) => passiveConverse(tokenize(claim), tokenize(evidence));

describe('passiveConverse', () => {
  it('flags a ranking verb turned passive with its parties where they were', () => {
    expect(
      read(
        'In May, the hybrid Veyra was outsold by its petrol counterpart.',
        'In May, the hybrid Veyra outsold its petrol counterpart.',
      ),
    ).toEqual({ claimWord: 'outsold', evidenceWord: 'outsold' });
    expect(read('Hartley beat Mora in the final.', 'Hartley was beaten by Mora in the final.')).toEqual({
      claimWord: 'beat',
      evidenceWord: 'beaten',
    });
  });

  it('lets the passive stand where the parties trade places too, whatever opens and closes the sentence', () => {
    expect(
      read(
        "In Friday's semi-final, Ngozi Okafor was beaten by Lucia Ravena in straight sets.",
        "In Friday's semi-final, Lucia Ravena beat Ngozi Okafor in straight sets.",
      ),
    ).toBeNull();
    expect(read('Mora beat Hartley in the final.', 'Hartley was beaten by Mora in the final.')).toBeNull();
  });

  it('reads nothing into one voice on both sides, or into a verb that ranks nothing', () => {
    expect(read('Hartley beat Mora.', 'Hartley beat Mora.')).toBeNull();
    expect(read('The bridge was designed by Reid.', 'The bridge designed Reid.')).toBeNull();
  });
});
