import { describe, expect, it } from 'vitest';
import { beforeStart, startOf } from './before-start.js';
import { extractQuantities } from './extract-quantities.js';
import { tokenize } from './tokenize.js';

function read(claimSource: string, evidenceSource: string) {
  const claim = tokenize(claimSource);
  const evidence = tokenize(evidenceSource);
  return beforeStart({
    claim,
    claimQuantities: extractQuantities(claim, claimSource),
    evidence,
    evidenceSource,
    evidenceQuantities: extractQuantities(evidence, evidenceSource),
  });
}

describe('beforeStart', () => {
  it('reads a year or decade before the year a state begins', () => {
    expect(
      read(
        'Drivers could not use the Brantwood Bridge in 2016.',
        'The Brantwood Bridge opened to traffic in 2019.',
      ),
    ).toMatchObject({ cue: 'opened', start: { value: 2019 }, claim: { value: 2016 } });
    expect(
      read('Women could not join the club in the 1950s.', 'Women were not admitted to the club until 1974.'),
    ).toMatchObject({ cue: 'until', start: { value: 1974 } });
  });

  it('reads "until" as a start only under a negation', () => {
    expect(
      read('The shop did not open in 2010.', 'The shop traded from the old market until 2012.'),
    ).toBeNull();
  });

  it('reads no year at or after the start, and prefers the clause that shares most with the claim', () => {
    expect(
      read('Drivers could not use the Brantwood Bridge in 2020.', 'The Brantwood Bridge opened in 2019.'),
    ).toBeNull();
    expect(
      read(
        'Anderby were not playing in the Northern League in the 1930s.',
        'Anderby were founded in 1923 but did not join the Northern League until 1958.',
      ),
    ).toMatchObject({ start: { value: 1958 } });
  });

  it('gives the start a later year is read against, as no year before it', () => {
    const claimSource = 'The bridge was not open in 2021.';
    const evidenceSource = 'The bridge opened to traffic in 2019.';
    const claim = tokenize(claimSource);
    const evidence = tokenize(evidenceSource);
    expect(
      startOf({
        claim,
        claimQuantities: extractQuantities(claim, claimSource),
        evidence,
        evidenceSource,
        evidenceQuantities: extractQuantities(evidence, evidenceSource),
      }),
    ).toMatchObject({ before: false, start: { value: 2019 } });
  });
});
