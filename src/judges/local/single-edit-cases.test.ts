/**
 * The hand-written single-edit tables (issue 24): each kind of one-detail change must be caught
 * (verdict other than `supported`) in at least 80 % of its cases, and faithful claims whose
 * numbers or negations are written differently flagged in at most 10 %. The share where the
 * verdict and the quoted sentence are both the ones the case names is printed beside it.
 */
import { describe, expect, it } from 'vitest';
import { judgeTableCase } from './__fixtures__/judge-table-case.js';
import {
  EDIT_KINDS,
  FAITHFUL_KINDS,
  SINGLE_EDIT_CASES,
  type SingleEditCase,
  type SingleEditKind,
  UNSEEN_SINGLE_EDIT_CASES,
} from './__fixtures__/single-edit-cases.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

interface Outcome {
  item: SingleEditCase;
  verdict: string;
  quotes: string[];
  reasoning: string;
}

async function judgeCase(item: SingleEditCase): Promise<Outcome> {
  const judgement = await judgeTableCase(judge, item);
  return {
    item,
    verdict: judgement.verdict,
    quotes: judgement.evidence.map((evidence) => evidence.quote),
    reasoning: judgement.reasoning,
  };
}

const exact = (outcome: Outcome) =>
  outcome.verdict === outcome.item.verdict &&
  outcome.quotes.some((quote) => quote.includes(outcome.item.quote));

describe('single-edit tables', () => {
  it('has at least 20 cases of every kind, each quoting its own context', () => {
    for (const kind of [...EDIT_KINDS, ...FAITHFUL_KINDS]) {
      expect(SINGLE_EDIT_CASES.filter((item) => item.kind === kind).length).toBeGreaterThanOrEqual(20);
    }
    for (const item of SINGLE_EDIT_CASES) expect(item.context.join('\n')).toContain(item.quote);
  });

  it('catches each kind of change in ≥ 80 % of its cases and flags ≤ 10 % of faithful numbers and negations', async () => {
    const outcomes = await Promise.all(SINGLE_EDIT_CASES.map(judgeCase));
    const byKind = (kind: SingleEditKind) => outcomes.filter((outcome) => outcome.item.kind === kind);
    const lines: string[] = [];
    const rates = new Map<SingleEditKind, number>();
    for (const kind of [...EDIT_KINDS, ...FAITHFUL_KINDS]) {
      const cases = byKind(kind);
      const notSupported = cases.filter((outcome) => outcome.verdict !== 'supported').length;
      rates.set(kind, notSupported / cases.length);
      const label = EDIT_KINDS.includes(kind) ? 'caught' : 'flagged';
      lines.push(
        `${kind.padEnd(19)} ${label} ${notSupported}/${cases.length}; verdict and quote as written ${cases.filter(exact).length}/${cases.length}`,
      );
      for (const outcome of cases.filter((item) => !exact(item)))
        lines.push(`    ✗ ${outcome.verdict}: ${outcome.item.claim} — ${outcome.reasoning}`);
    }
    console.log(lines.join('\n'));
    for (const kind of EDIT_KINDS) expect(rates.get(kind), kind).toBeGreaterThanOrEqual(0.8);
    expect(rates.get('number-format')).toBeLessThanOrEqual(0.1);
    expect(rates.get('supported-negation')).toBeLessThanOrEqual(0.1);
  });

  it('reports the table written after the rules were settled (run once, not tuned on)', async () => {
    const outcomes = await Promise.all(UNSEEN_SINGLE_EDIT_CASES.map(judgeCase));
    const lines: string[] = [];
    let wrongCount = 0;
    for (const kind of [...EDIT_KINDS, ...FAITHFUL_KINDS]) {
      const cases = outcomes.filter((outcome) => outcome.item.kind === kind);
      const notSupported = cases.filter((outcome) => outcome.verdict !== 'supported').length;
      const wrong = EDIT_KINDS.includes(kind) ? cases.length - notSupported : notSupported;
      wrongCount += wrong;
      lines.push(
        `unseen ${kind.padEnd(19)} ${EDIT_KINDS.includes(kind) ? 'caught' : 'flagged'} ${notSupported}/${cases.length}`,
      );
      for (const outcome of cases.filter((item) => !exact(item)))
        lines.push(`    ✗ ${outcome.verdict}: ${outcome.item.claim} — ${outcome.reasoning}`);
    }
    console.log(lines.join('\n'));
    // Recorded, not tuned: at most one wrong verdict in six per kind on average.
    expect(wrongCount).toBeLessThanOrEqual(outcomes.length / 6);
  });

  it('names both differing values in the reasoning of a caught change', async () => {
    const outcome = await judgeCase(SINGLE_EDIT_CASES[0]!);
    expect(outcome.verdict).toBe('contradicted');
    expect(outcome.quotes).toEqual(['Lindner Küchen GmbH has its headquarters in Bielefeld.']);
    expect(outcome.reasoning).toContain("'Paderborn'");
    expect(outcome.reasoning).toContain("'Bielefeld'");
  });
});

describe('single edits in bad input', () => {
  it('gives no_evidence, not a crash, for a claim that aligns with no sentence', async () => {
    const outcome = await judgeCase({
      kind: 'entity',
      context: ['The museum opens at ten.'],
      claim: 'Quarterly revenue of Zeta Corp exceeded forecasts.',
      verdict: 'contradicted',
      quote: '',
    });
    expect(outcome.verdict).toBe('no_evidence');
    expect(outcome.reasoning).toMatch(/not found in any chunk|none of/);
  });

  it('compares the candidate sentence whose slot differs, and accepts the one that states the claim', async () => {
    const context = ['The outbound flight departs from Munich. The return flight departs from Frankfurt.'];
    const wrongAirport = await judgeCase({
      kind: 'entity',
      context,
      claim: 'The return flight departs from Munich.',
      verdict: 'contradicted',
      quote: 'The return flight departs from Frankfurt.',
    });
    expect(wrongAirport.verdict).toBe('contradicted');
    expect(wrongAirport.quotes).toEqual(['The return flight departs from Frankfurt.']);
    expect(wrongAirport.reasoning).toMatch(/'Munich'.*'Frankfurt'/);
    const rightAirport = await judgeCase({
      kind: 'paraphrase',
      context,
      claim: 'The outbound flight departs from Munich.',
      verdict: 'supported',
      quote: 'The outbound flight departs from Munich.',
    });
    expect(rightAirport.verdict).toBe('supported');
  });

  it('reads a table flattened into lines and names the two numbers', async () => {
    const outcome = await judgeCase({
      kind: 'number',
      context: ['Model | Battery | Weight\nX100 | 5,000 mAh | 180 g\nX200 | 4,000 mAh | 200 g'],
      claim: 'The X100 has a battery of 4,500 mAh.',
      verdict: 'contradicted',
      quote: 'X100 | 5,000 mAh | 180 g',
    });
    expect(outcome.verdict).toBe('contradicted');
    expect(outcome.quotes[0]).toContain('X100');
    expect(outcome.reasoning).toMatch(/4,500.*5,000/);
  });

  it('gives a verdict with the compared quote inside a very long run-on sentence', async () => {
    const filler = Array.from({ length: 80 }, (_, index) => `item ${index} is listed here`).join(', ');
    const context = [`${filler}, and the headquarters of Lindner Küchen GmbH are in Bielefeld, ${filler}.`];
    const outcome = await judgeCase({
      kind: 'entity',
      context,
      claim: 'The headquarters of Lindner Küchen GmbH are in Paderborn.',
      verdict: 'contradicted',
      quote: 'Bielefeld',
    });
    expect(['contradicted', 'partially_supported', 'no_evidence']).toContain(outcome.verdict);
    if (outcome.verdict === 'contradicted') {
      expect(outcome.quotes[0]!.length).toBeLessThanOrEqual(600);
      expect(outcome.reasoning).toMatch(/'Paderborn'.*'Bielefeld'/);
    }
  });
});
