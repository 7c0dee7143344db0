import { describe, expect, it } from 'vitest';
import {
  type AgreementCell,
  agreementFigures,
  MIN_AGREEMENT_LABELS,
  summarizeAgreement,
} from './agreement-figures.js';
import { wilsonInterval } from './wilson-interval.js';

function cell(
  judgeVerdict: string | null,
  reviewerVerdict: string,
  labels: number,
  judgeIdentity = 'j1',
): AgreementCell {
  return { judgeIdentity, tag: null, judgeVerdict, reviewerVerdict, labels };
}

// 44 labels of one judge; 4 on claims it failed on.
const FIXTURE: AgreementCell[] = [
  cell('supported', 'supported', 20),
  cell('supported', 'no_evidence', 5),
  cell('supported', 'unsupported', 3),
  cell('no_evidence', 'no_evidence', 8),
  cell('contradicted', 'contradicted', 2),
  cell('no_evidence', 'supported', 2),
  cell(null, 'supported', 4),
];

describe('agreementFigures', () => {
  it('matches a hand computation', () => {
    const figures = agreementFigures(FIXTURE);
    // Supported or not ("not supported" is the positive class): both supported 20, judge supported
    // and reviewer not 5 + 3 = 8, judge not and reviewer supported 2, both not 8 + 2 = 10.
    expect(figures.confusion).toEqual({ tn: 20, fn: 8, tp: 10, fp: 2 });
    expect(figures.labels).toBe(40);
    expect(figures.withoutJudgeVerdict).toBe(4);
    expect(figures.status).toBe('ok');
    expect(figures.accuracy).toBe(30 / 40);
    // Recall on "not supported" 10/18, on "supported" 20/22.
    expect(figures.balancedAccuracy).toBeCloseTo((10 / 18 + 20 / 22) / 2, 12);
    // Judge says supported 28/40 = 0.7, reviewers 22/40 = 0.55; chance 0.7·0.55 + 0.3·0.45 = 0.52.
    expect(figures.kappa).toBeCloseTo((0.75 - 0.52) / (1 - 0.52), 12);
    expect(figures.baseRate).toBe(0.55);
    // Wilson, z = 1.96, 30 of 40: 0.5981–0.8581.
    expect(figures.interval?.low).toBeCloseTo(0.59806, 4);
    expect(figures.interval?.high).toBeCloseTo(0.85813, 4);
    expect(figures.byVerdict).toEqual({
      supported: { supported: 20, no_evidence: 5, unsupported: 3 },
      no_evidence: { no_evidence: 8, supported: 2 },
      contradicted: { contradicted: 2 },
    });
  });

  it('says "too few labels" below the minimum, with the counts', () => {
    const figures = agreementFigures([cell('supported', 'supported', MIN_AGREEMENT_LABELS - 1)]);
    expect(figures).toMatchObject({
      status: 'too_few_labels',
      labels: MIN_AGREEMENT_LABELS - 1,
      accuracy: null,
      kappa: null,
      interval: null,
    });
  });

  it('gives no balanced accuracy or kappa when the reviewers saw one class only', () => {
    const figures = agreementFigures([
      cell('supported', 'supported', 35),
      cell('no_evidence', 'supported', 5),
    ]);
    expect(figures.accuracy).toBe(35 / 40);
    expect(figures.balancedAccuracy).toBeNull();
    // Kappa is defined (chance agreement < 1) and is 0: the judge adds nothing over the base rate.
    expect(figures.kappa).toBeCloseTo(0, 12);
  });

  it('groups by judge identity and tag value, most labels first', () => {
    const groups = summarizeAgreement([
      cell('supported', 'supported', 3, 'small'),
      cell('supported', 'supported', 50, 'big'),
      { ...cell('supported', 'supported', 7, 'big'), tag: 'acme' },
    ]);
    expect(groups.map((group) => [group.judgeIdentity, group.tag, group.labels])).toEqual([
      ['big', null, 50],
      ['big', 'acme', 7],
      ['small', null, 3],
    ]);
  });
});

/** mulberry32: a small deterministic generator, so the simulation is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the 95 % interval', () => {
  // Realistic label counts and agreement rates: each setting draws 1,000 samples of `labels`
  // labels that agree with the judge with probability `rate`, and counts how often the interval
  // of the sample holds the true rate.
  const settings = [30, 100, 400].flatMap((labels) => [0.6, 0.8, 0.9].map((rate) => ({ labels, rate })));
  it.each(settings)(
    'covers the true rate in ≥ 93 % of 1,000 samples ($labels labels, rate $rate)',
    ({ labels, rate }) => {
      const random = seededRandom(Math.round(labels * 1000 + rate * 100));
      let covered = 0;
      for (let sample = 0; sample < 1000; sample += 1) {
        let agreeing = 0;
        for (let index = 0; index < labels; index += 1) if (random() < rate) agreeing += 1;
        const figures = agreementFigures([
          cell('supported', 'supported', agreeing),
          cell('supported', 'no_evidence', labels - agreeing),
        ]);
        if (figures.interval && figures.interval.low <= rate && rate <= figures.interval.high) covered += 1;
      }
      expect(covered / 1000).toBeGreaterThanOrEqual(0.93);
    },
  );

  it('stays inside [0, 1] and is null without trials', () => {
    expect(wilsonInterval({ successes: 30, trials: 30 })?.high).toBeCloseTo(1, 12);
    expect(wilsonInterval({ successes: 0, trials: 30 })?.low).toBe(0);
    expect(wilsonInterval({ successes: 0, trials: 0 })).toBeNull();
  });
});
