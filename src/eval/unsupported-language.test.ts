/**
 * `faithcheck eval` reports claims in a language the judge does not read apart from its failures
 * (issue 22): they are not predictions, and the summary names how many per dataset.
 */
import { describe, expect, it } from 'vitest';
import { createLocalJudge } from '../judges/local/create-local-judge.js';
import { evaluateJudge } from './evaluate-judge.js';
import { formatEvalSummary } from './format-eval-summary.js';
import type { LabelledExample } from './read-labelled-examples.js';

const CHUNK = 'The refund window is 30 days from delivery. Shipping is free for members.';

const examples: LabelledExample[] = [
  {
    id: 'e1',
    dataset: 'mixed',
    query: null,
    context: [CHUNK],
    claim: 'The refund window is 30 days.',
    label: 'supported',
  },
  {
    id: 'e2',
    dataset: 'mixed',
    query: null,
    context: [CHUNK],
    claim: 'The refund window is 60 days.',
    label: 'unsupported',
  },
  {
    id: 'r1',
    dataset: 'mixed',
    query: null,
    context: [CHUNK],
    claim: 'Срок возврата составляет тридцать дней с момента доставки.',
    label: 'supported',
  },
];

describe('eval and languages the judge does not read', () => {
  it('counts unsupported_language claims apart from judge errors and says so', async () => {
    const { summary } = await evaluateJudge({ examples, judge: createLocalJudge() });
    expect(summary.overall.n).toBe(2);
    expect(summary.overall.errorCodes).toEqual({ unsupported_language: 1 });
    const text = formatEvalSummary(summary);
    expect(text).toContain('Claims in a language the judge does not read: 1 (mixed 1)');
    expect(text).not.toContain('Judge errors (');
  });
});
