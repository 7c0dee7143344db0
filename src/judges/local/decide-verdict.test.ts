import { describe, expect, it } from 'vitest';
import type { Chunk } from '../../spec/chunk.js';
import { decideVerdict } from './decide-verdict.js';
import type { LocalJudgeParams } from './local-judge-params.js';
import { analyzeClaim } from './model/analyze-claim.js';
import { RULE_PARAMS } from './params/rule-params.js';
import { prepareContext } from './prepare-context.js';

// Only the thresholds matter to the decision; the model is never called here.
const PARAMS: LocalJudgeParams = {
  version: 'test',
  model: { kind: 'logistic', featureNames: [], means: [], scales: [], weights: [], bias: 0 },
  supportedThreshold: 0.6,
  ...RULE_PARAMS,
  provenance: {},
};

/** The verdict on `claim` against one chunk holding `evidence`, at P(supported) = `probability`. */
function decide(claim: string, evidence: string, probability: number, params: LocalJudgeParams = PARAMS) {
  const chunks: Chunk[] = [{ id: 'c1', text: evidence }];
  const analysis = analyzeClaim({ claim, context: prepareContext({ chunks }) });
  return decideVerdict({ analysis, probability, chunks, params });
}

const STORE = 'The store sells bicycles.';

describe('decideVerdict', () => {
  it('supports at the threshold exactly, quoting the sentence, with P as confidence', () => {
    expect(decide(STORE, STORE, 0.6)).toEqual({
      verdict: 'supported',
      evidence: [{ chunkId: 'c1', quote: STORE, start: 0, end: STORE.length }],
      reasoning: 'all 3 content words found in chunk c1 sentence 1',
      confidence: 0.6,
    });
  });

  it('just below the threshold, a fully covered claim is partially supported (confidence 1 − P)', () => {
    const verdict = decide(STORE, STORE, 0.599);
    expect(verdict.verdict).toBe('partially_supported');
    expect(verdict.confidence).toBe(0.401);
  });

  it('is partially supported at the partial-coverage floor (2 of 4 words) and not below it (2 of 5)', () => {
    const half = decide('The store sells helmets online.', STORE, 0.1);
    expect(half.verdict).toBe('partially_supported');
    expect(half.reasoning).toBe(
      "2 of 4 content words found in chunk c1 sentence 1; missing 'helmets' and 'online'",
    );
    const less = decide('The store sells helmets online today.', STORE, 0.1);
    expect(less.verdict).toBe('no_evidence');
    expect(less.evidence).toEqual([]);
    expect(less.reasoning).toBe(
      "'helmets', 'online' and 'today' not found in any chunk; best match chunk c1 sentence 1 covers 40%",
    );
  });

  it('supports a duration stated exactly in another unit and says what it compared', () => {
    const verdict = decide('The warranty lasts 24 months.', 'The warranty lasts 2 years.', 0.9);
    expect(verdict.verdict).toBe('supported');
    expect(verdict.reasoning).toBe(
      "all 4 content words found in chunk c1 sentence 1; same duration '24 months' = '2 years'",
    );
    expect(decide('Delivery takes 14 days.', 'Delivery takes 2 weeks.', 0.9).reasoning).toContain(
      "same duration '14 days' = '2 weeks'",
    );
    // One unit written as a word: "a fortnight", "a week", "an hour".
    expect(
      decide('Refunds are paid within 2 weeks.', 'Refunds are paid within a fortnight.', 0.9).reasoning,
    ).toContain("same duration '2 weeks' = 'a fortnight'");
    expect(decide('The course lasts one week.', 'The course lasts 7 days.', 0.9).verdict).toBe('supported');
    expect(decide('Refunds are paid within a week.', 'Refunds are paid within 2 weeks.', 0.9).verdict).toBe(
      'contradicted',
    );
  });

  it('contradicts another length in another unit, naming both units; business days are another unit', () => {
    const longer = decide('The warranty lasts 25 months.', 'The warranty lasts 2 years.', 0.9);
    expect(longer.verdict).toBe('contradicted');
    expect(longer.reasoning).toBe('number 25 months in claim vs. 2 years in chunk c1 sentence 1');
    expect(
      decide('Refunds arrive within 30 days.', 'Refunds arrive within 5 business days.', 0.9).verdict,
    ).toBe('contradicted');
  });

  it('reads a time of day on either clock, and contradicts another time naming both', () => {
    const evidence = 'The concert starts at 19:30, and doors open at 18:45.';
    const same = decide('The concert starts at 7:30 p.m., and doors open at 6:45 p.m.', evidence, 0.9);
    expect(same.verdict).toBe('supported');
    expect(same.reasoning).toContain("same time of day '7:30 p.m.' = '19:30', '6:45 p.m.' = '18:45'");
    expect(decide('The concert starts at 7 pm.', 'The concert starts at 19:00.', 0.9).verdict).toBe(
      'supported',
    );
    const later = decide('The concert starts at 7:45 p.m., and doors open at 6:45 p.m.', evidence, 0.9);
    expect(later.verdict).toBe('contradicted');
    expect(later.reasoning).toBe('time of day 7:45 p.m. in claim vs. 19:30 in chunk c1 sentence 1');
    // Without am or pm, 9:40 is 09:40 or 21:40: neither is 18:15.
    expect(decide('The train leaves at 9:40.', 'The train leaves at 18:15.', 0.9)).toMatchObject({
      verdict: 'contradicted',
      reasoning: 'time of day 9:40 in claim vs. 18:15 in chunk c1 sentence 1',
    });
  });

  it('reads a duration in pieces as one length, and contradicts another length naming both', () => {
    expect(decide('The film lasts 3 hours 15 minutes.', 'The film lasts 3.25 hours.', 0.9)).toMatchObject({
      verdict: 'supported',
      reasoning:
        "all 6 content words found in chunk c1 sentence 1; same duration '3 hours 15 minutes' = '3.25 hours'",
    });
    expect(decide('The film lasts 2 hours and 28 minutes.', 'The film lasts 148 minutes.', 0.9).verdict).toBe(
      'supported',
    );
    const quarters = decide('The walk takes three quarters of an hour.', 'The walk takes 45 minutes.', 0.9);
    expect(quarters.verdict).toBe('supported');
    expect(quarters.reasoning).toContain("same duration 'three quarters of an hour' = '45 minutes'");
    expect(decide('The walk takes an hour and a half.', 'The walk takes 90 minutes.', 0.9).verdict).toBe(
      'supported',
    );
    expect(decide('The course lasts 1 year and 6 months.', 'The course lasts 18 months.', 0.9).verdict).toBe(
      'supported',
    );
    expect(
      decide('The film lasts 2 hours and 20 minutes.', 'The film lasts 148 minutes.', 0.9),
    ).toMatchObject({
      verdict: 'contradicted',
      reasoning: 'number 2 hours and 20 minutes in claim vs. 148 minutes in chunk c1 sentence 1',
    });
    expect(
      decide('The walk takes three quarters of an hour.', 'The walk takes 30 minutes.', 0.9),
    ).toMatchObject({
      verdict: 'contradicted',
      reasoning: 'number three quarters of an hour in claim vs. 30 minutes in chunk c1 sentence 1',
    });
  });

  it('reads a fraction of something as a share in per cent, and contradicts another share naming both', () => {
    const quarter = 'A quarter of the budget is spent on staff costs.';
    const percent = '25% of the budget is spent on staff costs.';
    expect(decide(percent, quarter, 0.9)).toMatchObject({
      verdict: 'supported',
      reasoning: "all 5 content words found in chunk c1 sentence 1; same share '25%' = 'A quarter'",
    });
    expect(decide(quarter, percent, 0.9).verdict).toBe('supported');
    expect(decide('Half of the members voted.', '50 % of the members voted.', 0.9).verdict).toBe('supported');
    expect(decide('Two thirds of the members voted.', '67% of the members voted.', 0.9).verdict).toBe(
      'supported',
    );
    expect(decide(quarter, '30% of the budget is spent on staff costs.', 0.9)).toMatchObject({
      verdict: 'contradicted',
      reasoning: 'share A quarter in claim vs. 30% in chunk c1 sentence 1',
    });
  });

  it("finds a claim's year in a year written before a noun; counts stay counts", () => {
    const edition = 'The 2020 edition of the race was cancelled.';
    expect(decide('The race was cancelled in 2020.', edition, 0.9)).toMatchObject({
      verdict: 'supported',
      reasoning: 'all 3 content words found in chunk c1 sentence 1',
    });
    // The changed year is not stated: below the threshold the reasoning names it.
    expect(decide('The race was cancelled in 2021.', edition, 0.3)).toMatchObject({
      verdict: 'partially_supported',
      reasoning:
        "2 of 3 content words found in chunk c1 sentence 1; missing '2021'; number '2021' not in any chunk",
    });
    expect(decide('The race had 2021 runners.', 'The race had 2020 runners.', 0.9)).toMatchObject({
      verdict: 'contradicted',
      reasoning: 'number 2021 in claim vs. 2020 in chunk c1 sentence 1',
    });
  });

  it('never supports a claim none of whose words are found, whatever P', () => {
    const verdict = decide('Penguins live in Antarctica.', STORE, 0.99);
    expect(verdict.verdict).toBe('no_evidence');
    expect(verdict.reasoning).toBe("none of the claim's content words found in any chunk");
  });

  it('has no evidence for a claim without content words', () => {
    expect(decide('It is.', STORE, 0.9)).toMatchObject({
      verdict: 'no_evidence',
      reasoning: 'the claim has no content words to check',
      confidence: 0.1,
    });
  });

  it('contradicts a number conflict once enough of the other words match, whatever P', () => {
    // Of the claim's other words (days, return, item) the sentence has 1 of 3: 0.33 ≥ 0.3.
    const claim = 'You have 60 days to return the item.';
    const evidence = 'The refund window is 30 days.';
    const verdict = decide(claim, evidence, 0.99);
    expect(verdict.verdict).toBe('contradicted');
    expect(verdict.reasoning).toBe('number 60 in claim vs. 30 in chunk c1 sentence 1');
    expect(verdict.confidence).toBe(0.5);
    expect(decide(claim, evidence, 0.2).confidence).toBe(0.8);
    const stricter = { ...PARAMS, contradiction: { ...PARAMS.contradiction, numberWithUnit: 0.34 } };
    expect(decide(claim, evidence, 0.2, stricter).verdict).not.toBe('contradicted');
  });

  it('contradicts a negation only when the sentence otherwise covers the claim (floor 0.8)', () => {
    const evidence = 'The museum is not open on Mondays.';
    expect(decide('The museum is open on Mondays.', evidence, 0.9)).toMatchObject({
      verdict: 'contradicted',
      reasoning: "negation 'not' in the evidence only; otherwise matches chunk c1 sentence 1",
    });
    // 3 of 4 words (0.75) is below the floor: the decision falls to P and coverage.
    expect(decide('The museum is open on Mondays in winter.', evidence, 0.9).verdict).toBe('supported');
  });

  it('contradicts an antonym and a reversed comparative in an otherwise matching sentence', () => {
    expect(decide('The water is cold.', 'The water is hot.', 0.9)).toMatchObject({
      verdict: 'contradicted',
      reasoning: "'cold' in claim vs. its opposite 'hot' in chunk c1 sentence 1",
    });
    expect(decide('Sales rose sharply in 2023.', 'Sales fell sharply in 2023.', 0.9).verdict).toBe(
      'contradicted',
    );
  });
});

describe('decideVerdict: a number another sentence states', () => {
  const SHIP =
    'On 23 March 2021, the container ship Ever Given ran aground in the Suez Canal during a sandstorm. ' +
    'The 400-metre vessel, operated by Evergreen Marine, was carrying about 18,300 containers at the time.';

  it('finds the words of a number written otherwise in the selected sentence that states its value', () => {
    const claim = 'The 400 m Ever Given was carrying roughly 18.3 thousand containers when it ran aground.';
    expect(decide(claim, SHIP, 0.9).reasoning).not.toMatch(/missing[^;]*'18\.3'/);
    // Another value is missing however it is written.
    const changed = 'The 400 m Ever Given was carrying roughly 19.3 thousand containers when it ran aground.';
    expect(decide(changed, SHIP, 0.5).reasoning).toMatch(/'19\.3'/);
  });
});

describe('decideVerdict: what a number written otherwise was compared with', () => {
  it('names a conversion and a hedge of one side as approximate, a change of prefix as the same', () => {
    expect(
      decide('Wilbur flew 260 m in just under a minute.', 'Wilbur flew 260 metres in 59 seconds.', 0.9)
        .reasoning,
    ).toContain("within the hedge 'just under a minute' ≈ '59 seconds'");
    expect(
      decide('Coelacanths grow to roughly 6.5 feet.', 'Coelacanths grow to about 2 metres.', 0.9).reasoning,
    ).toContain("converted '6.5 feet' ≈ '2 metres'");
    expect(
      decide('The farm has a capacity of 2,900 MW.', 'The farm has a capacity of 2.9 gigawatts.', 0.9)
        .reasoning,
    ).toContain("same measure '2,900 MW' = '2.9 gigawatts'");
  });
});
