import { describe, expect, it } from 'vitest';
import type { Verdict } from '../spec/verdict.js';
import {
  type AgreementLabel,
  agreementFigures,
  MIN_AGREEMENT_LABELS,
  wilsonInterval,
} from './judge-agreement.js';

function labels(rows: Array<[Verdict, string, number]>): AgreementLabel[] {
  return rows.flatMap(([judgeVerdict, reviewerVerdict, count]) =>
    Array.from({ length: count }, () => ({ judgeVerdict, reviewerVerdict })),
  );
}

describe('agreementFigures', () => {
  it('matches a hand computation', () => {
    // 40 labels. Judge supported: 20 (reviewers: 18 supported, 2 no_evidence). Judge no_evidence: 12
    // (reviewers: 3 supported, 9 unsupported). Judge contradicted: 8 (reviewers: 1 supported, 7 contradicted).
    const figures = agreementFigures(
      labels([
        ['supported', 'supported', 18],
        ['supported', 'no_evidence', 2],
        ['no_evidence', 'supported', 3],
        ['no_evidence', 'unsupported', 9],
        ['contradicted', 'supported', 1],
        ['contradicted', 'contradicted', 7],
      ]),
    );
    // Binary: both supported 18, both unsupported 16, judge-only 2, reviewer-only 4.
    expect(figures.labels).toBe(40);
    expect(figures.tooFewLabels).toBe(false);
    expect(figures.accuracy).toBeCloseTo(34 / 40, 12); // 0.85
    // Recalls: supported 18/22, unsupported 16/18 → mean 0.853535…
    expect(figures.balancedAccuracy).toBeCloseTo((18 / 22 + 16 / 18) / 2, 12);
    // Chance: judge supported 20/40, reviewer supported 22/40 → 0.5·0.55 + 0.5·0.45 = 0.5; κ = (0.85 − 0.5)/0.5 = 0.7.
    expect(figures.kappa).toBeCloseTo(0.7, 12);
    expect(figures.baseRate).toBeCloseTo(18 / 40, 12);
    expect(figures.confusion.supported).toEqual({ supported: 18, unsupported: 2 });
    expect(figures.confusion.no_evidence).toEqual({ supported: 3, unsupported: 9 });
    expect(figures.confusion.contradicted).toEqual({ supported: 1, unsupported: 7 });
    expect(figures.confusion.partially_supported).toEqual({ supported: 0, unsupported: 0 });
    // Wilson 95 % for 34/40, by hand: centre (0.85 + 1.9208/40)/(1 + 3.8415/40) = 0.81936…,
    // half 1.96·√(0.1275/40 + 3.8415/6400)/(1.09604) = 0.11007… → 0.7093–0.9294.
    expect(figures.interval!.low).toBeCloseTo(0.7093, 3);
    expect(figures.interval!.high).toBeCloseTo(0.9294, 3);
  });

  it(`withholds the figures below ${MIN_AGREEMENT_LABELS} labels but keeps the counts`, () => {
    const figures = agreementFigures(labels([['supported', 'supported', MIN_AGREEMENT_LABELS - 1]]));
    expect(figures).toMatchObject({
      labels: 29,
      tooFewLabels: true,
      accuracy: null,
      kappa: null,
      interval: null,
    });
    expect(figures.confusion.supported.supported).toBe(29);
  });

  it('kappa is null when chance agreement is certain (one side only)', () => {
    const figures = agreementFigures(labels([['supported', 'supported', 40]]));
    expect(figures.accuracy).toBe(1);
    expect(figures.kappa).toBeNull();
    expect(figures.balancedAccuracy).toBe(1);
  });
});

describe('wilsonInterval covers the true rate at its stated level', () => {
  /** mulberry32: a seeded generator, so the simulation is the same on every run. */
  function random(seed: number) {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it.each([
    [0.8, 50],
    [0.9, 30],
    [0.6, 200],
    [0.97, 100],
  ])('true accuracy %f, %i labels: ≥ 93 % of 1,000 simulated samples covered', (rate, size) => {
    const next = random(Math.round(rate * 1000) + size);
    let covered = 0;
    for (let sample = 0; sample < 1000; sample += 1) {
      let agreeing = 0;
      for (let label = 0; label < size; label += 1) if (next() < rate) agreeing += 1;
      const { low, high } = wilsonInterval(agreeing, size);
      if (low <= rate && rate <= high) covered += 1;
    }
    expect(covered).toBeGreaterThanOrEqual(930);
  });
});
