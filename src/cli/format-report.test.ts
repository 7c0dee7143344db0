import { describe, expect, it } from 'vitest';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { formatReport } from './format-report.js';

const chunk = {
  id: 'refunds',
  text: 'Refunds go to the original card. Refunds take 5 days. Refunds need a receipt. Refunds exclude gift cards.',
};
const quotes = [
  'Refunds go to the original card.',
  'Refunds take 5 days.',
  'Refunds need a receipt.',
  'Refunds exclude gift cards.',
];

async function reportWith(quoted: readonly string[]) {
  const claim = 'Refunds go to the original card within 5 days with a receipt, except gift cards.';
  return verify({
    response: claim,
    chunks: [chunk],
    judge: mockJudge({
      claims: { [claim]: [claim] },
      verdicts: {
        [claim]: {
          verdict: 'supported',
          evidence: quoted.map((quote) => ({ chunkId: 'refunds', quote })),
          reasoning: 'four sentences together',
        },
      },
    }),
  });
}

describe('formatReport', () => {
  it('shows each quote of a claim supported by several sentences, up to three', async () => {
    const text = formatReport(await reportWith(quotes.slice(0, 2)));
    expect(text).toContain('[refunds] "Refunds go to the original card."');
    expect(text).toContain('[refunds] "Refunds take 5 days."');
    expect(text).not.toContain('more quotes');
  });

  it('says how many quotes it left out', async () => {
    const text = formatReport(await reportWith(quotes));
    expect(text).toContain('[refunds] "Refunds need a receipt."');
    expect(text).not.toContain('Refunds exclude gift cards.');
    expect(text).toContain('… and 1 more quote (--json has all)');
  });

  it('counts in the right number: "1 claim", "0 LLM calls" (issue 20 item 11)', async () => {
    const text = formatReport(await reportWith(quotes.slice(0, 1)));
    expect(text).toMatch(/\b1 claim \(/);
    expect(text).toContain('0 LLM calls');
    expect(text).not.toMatch(/\b1 claims\b/);
  });
});
