import { describe, expect, it } from 'vitest';
import { mockJudge } from '../test/mock-judge.js';
import { escapeHtml } from '../text/escape-html.js';
import { evaluateJudge } from './evaluate-judge.js';
import { formatEvalSummary } from './format-eval-summary.js';
import type { LabelledExample } from './read-labelled-examples.js';
import { renderEvalReport } from './render-eval-report.js';
import { scoreHistogram, supportScore } from './score-histogram.js';

// Mentions Paris so that its (wrongly) supporting quote "Paris" passes the evidence check's
// word-overlap rule; no digits, so the number rule leaves it supported too.
const evil = '<script>alert("x")</script> & <img src=x onerror=alert(x)> in Paris';

const examples: LabelledExample[] = [
  { id: 'e1', dataset: 'd<b>', context: ['Paris is in France.'], claim: evil, label: 'unsupported' },
  {
    id: 'e2',
    dataset: 'd<b>',
    context: ['Paris is in France.'],
    claim: 'Paris is in France.',
    label: 'supported',
  },
  {
    id: 'e3',
    dataset: 'plain',
    context: ['Paris is in France.'],
    claim: 'Paris is in Spain.',
    label: 'supported',
  },
];

async function run() {
  const judge = mockJudge({
    id: 'judge"<x>',
    claims: Object.fromEntries(examples.map((item) => [item.claim, [item.claim]])),
    verdicts: {
      [evil]: {
        verdict: 'supported',
        evidence: [{ chunkId: 'c1', quote: 'Paris' }],
        reasoning: `because ${evil}`,
        confidence: 0.75,
      },
      'Paris is in France.': {
        verdict: 'supported',
        evidence: [{ chunkId: 'c1', quote: 'Paris is in France' }],
        confidence: 0.95,
      },
      'Paris is in Spain.': {
        verdict: 'contradicted',
        evidence: [{ chunkId: 'c1', quote: 'France' }],
        confidence: 0.9,
      },
    },
  });
  return evaluateJudge({ examples, judge });
}

describe('renderEvalReport', () => {
  it('escapes every piece of text, including a <script> in a claim', async () => {
    const html = renderEvalReport({ ...(await run()), files: ['<file>.jsonl'] });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain(escapeHtml(evil));
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('judge&quot;&lt;x&gt;');
    expect(html).toContain('<code>&lt;file&gt;.jsonl</code>');
    expect(html).toContain('<h2>d&lt;b&gt;</h2>');
  });

  it('is self-contained: no external assets, one chart per dataset and overall, the confusion matrices', async () => {
    const html = renderEvalReport(await run());
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<(link|script|img|iframe)\b/i);
    expect(html).not.toMatch(/(src|href)=["']?https?:/i);
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html.match(/class="confusion"/g)).toHaveLength(3);
    expect(html).toContain('<td>FN 1</td>'); // the evil claim: gold unsupported, judged supported
    expect(html).toContain('<td>FP 1</td>'); // Spain: gold supported, judged contradicted
  });

  it('bins support scores by gold label', async () => {
    const { predictions } = await run();
    expect(predictions.map(supportScore)).toEqual([0.75, 0.95, expect.closeTo(0.1, 12)]);
    const histogram = scoreHistogram(predictions);
    expect(histogram.unsupported[7]).toBe(1);
    expect(histogram.supported[9]).toBe(1);
    expect(histogram.supported[1]).toBe(1);
    expect(histogram.supported.reduce((sum, count) => sum + count, 0)).toBe(2);
  });
});

describe('formatEvalSummary', () => {
  it('prints one row per dataset and an overall row, with the definitions', async () => {
    const text = formatEvalSummary((await run()).summary);
    const rows = text.split('\n').filter((line) => /^(d<b>|plain|overall)\s/.test(line));
    expect(rows.map((row) => row.split(/\s+/)[0])).toEqual(['d<b>', 'plain', 'overall']);
    // overall: n 3, errors 0, balanced accuracy (0/1 + 1/2) / 2 = 25.0
    expect(rows[2]!.split(/\s+/).slice(1, 5)).toEqual(['3', '0', '0', '25.0']);
    expect(text).toContain('Positive class: unsupported');
    expect(text).toContain('excluded from n and every quality figure');
  });
});
