/**
 * Seventeenth pass (issue 24): "only" read in its own clause. "has grown only organic barley and
 * oats since 2015, having converted from conventional wheat production" bears out "has not grown
 * wheat since 2015": the participle clause that names the wheat is not the clause "only" limits.
 * The control denies what "only" admits.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const farm =
  'The Hollis farm has grown only organic barley and oats since 2015, having converted from conventional wheat production.';

const cases: RuleCase[] = [
  {
    name: '"has not grown wheat" against "grown only barley and oats, having converted from wheat"',
    context: [farm],
    claim: 'The Hollis farm has not grown wheat since 2015.',
    verdict: 'supported',
  },
  {
    name: 'control: "has not grown oats"',
    context: [farm],
    claim: 'The Hollis farm has not grown oats since 2015.',
    verdict: 'contradicted',
  },
];

describe('"only" read in its own clause (seventeenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
