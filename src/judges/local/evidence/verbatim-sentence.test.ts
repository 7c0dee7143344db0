import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { buildSentenceIndex } from './sentence-index.js';
import { verbatimSentence } from './verbatim-sentence.js';

const CHUNKS = [
  {
    id: 'c1',
    text: 'Lindner Küchen GmbH has its headquarters in Bielefeld. Production takes place at two plants.',
  },
  {
    id: 'c2',
    text: 'The plants are in Gütersloh   and\u00a0Paderborn. Yes. It is not true that the firm is in Paderborn.',
  },
];

function copied(claim: string) {
  const index = buildSentenceIndex(CHUNKS);
  const sentence = verbatimSentence(claim, index, tokenize(claim));
  return sentence ? { chunk: CHUNKS[sentence.chunkIndex]!.id, position: sentence.position } : null;
}

describe('verbatimSentence', () => {
  it('finds the sentence a claim copies whole', () => {
    expect(copied('Lindner Küchen GmbH has its headquarters in Bielefeld.')).toEqual({
      chunk: 'c1',
      position: 1,
    });
  });

  it('reads a run of spaces or a no-break space as one space, and a missing final period as none', () => {
    expect(copied('The plants are in Gütersloh and Paderborn')).toEqual({ chunk: 'c2', position: 1 });
    expect(copied('  Production takes place at  two plants. ')).toEqual({ chunk: 'c1', position: 2 });
  });

  it('does not take a part of a sentence, or a sentence with one detail changed', () => {
    expect(copied('The firm is in Paderborn.')).toBeNull();
    expect(copied('Lindner Küchen GmbH has its headquarters in Paderborn.')).toBeNull();
    expect(copied('lindner küchen gmbh has its headquarters in bielefeld.')).toBeNull();
  });

  it('does not take a sentence of fewer than two content words', () => {
    expect(copied('Yes.')).toBeNull();
  });
});
