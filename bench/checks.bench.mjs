// Cost of seed 002's answer-level checks without a model (the offline path): citation coverage with
// marker → claim mapping (lexical and from claim verdicts), keyword-overlap alignment, facts from
// claim verdicts, and the composite re-score, on a 300-word cited answer and 10 chunks of 200 words.

import { claimAlignment, keywordAlignment } from '../dist/checks/check-alignment.js';
import { checkCitations } from '../dist/checks/check-citations.js';
import { factsFromClaims } from '../dist/checks/check-facts.js';
import { rescoreReport } from '../dist/checks/rescore-report.js';
import { formatMs, peakRssMb, summarize } from './stats.mjs';

const SENTENCES = [
  'Apple reported total net sales of $394 billion for fiscal 2023 [Source: AAPL 10-K 2023].',
  'According to the AAPL 10-Q 2023 filing, services revenue reached a record of $85 billion [2].',
  'iPhone net sales were $200 billion, roughly 52% of the total (Source: 3).',
  'Gross margin was 44.1 percent, up from 43.3 percent a year earlier [4].',
  'Per the filing, research and development expenses grew 14% to $29.9 billion [5].',
  'Wearables, home and accessories sales declined 3% year over year [6].',
  'The company returned over $90 billion to shareholders through buybacks and dividends [7].',
  'Greater China sales were $72.6 billion, a decrease of 2% [8].',
  'Mac net sales fell 27% to $29.4 billion as the PC market contracted [9].',
  'In the 2023 annual filing, Apple said its installed base reached 2 billion active devices [10].',
];
const ANSWER = Array.from({ length: 3 }, () => SENTENCES.join(' '))
  .join('\n\n')
  .slice(0, 2100);

const FILLER =
  'The company discussed its results for the fiscal year in detail, including segment performance, ' +
  'operating expenses, liquidity, capital resources, risk factors and the outlook for the coming quarters. ';
const CHUNKS = SENTENCES.map((sentence, index) => ({
  id: `aapl-${index + 1}`,
  text: `${sentence.replace(/\s*[[(][^\])]*[\])]/g, '')} ${FILLER.repeat(6)}`.slice(0, 1300),
  metadata: {
    ticker: 'AAPL',
    year: 2023,
    filing_type: index % 2 ? '10-Q' : '10-K',
    title: `Section ${index + 1}`,
  },
}));

const REPORT = {
  overallScore: 0.8,
  policy: 'ratio',
  threshold: 0.7,
  flagged: false,
  level: 'medium',
  vacuous: false,
  status: 'ok',
  skipped: [],
  issues: [],
  usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
  evaluationLatencyMs: 1,
  judge: { specificationVersion: 'v1', id: 'local' },
  scoreDetails: {},
  warnings: [],
  claims: SENTENCES.map((sentence, index) => {
    const start = ANSWER.indexOf(sentence);
    return {
      claim: sentence,
      span: start >= 0 ? { start, end: start + sentence.length } : null,
      verdict: index % 5 === 4 ? 'no_evidence' : 'supported',
      supported: index % 5 !== 4,
      sourceChunkId: `aapl-${index + 1}`,
      evidence: index % 5 === 4 ? [] : [{ chunkId: `aapl-${index + 1}`, quote: 'x', start: 0, end: 1 }],
      reasoning: '',
      confidence: 0.9,
    };
  }),
};

function time(iterations, work) {
  for (let warm = 0; warm < 50; warm += 1) work();
  const samples = [];
  for (let run = 0; run < iterations; run += 1) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

export default async function run() {
  const words = ANSWER.split(/\s+/).length;
  console.log(`answer: ${words} words, ${ANSWER.length} chars; ${CHUNKS.length} chunks of ~200 words`);
  const cases = {
    'checkCitations (lexical support)': () => checkCitations({ answer: ANSWER, chunks: CHUNKS }),
    'checkCitations (claim verdicts)': () =>
      checkCitations({ answer: ANSWER, chunks: CHUNKS, report: REPORT }),
    'keywordAlignment (top 5)': () => keywordAlignment(ANSWER, CHUNKS),
    'claimAlignment + factsFromClaims': () => [claimAlignment(REPORT), factsFromClaims(REPORT)],
    'rescoreReport (composite)': () =>
      rescoreReport({
        report: REPORT,
        policy: 'composite',
        checks: { alignment: 0.8, citation: 1, facts: 0.8 },
      }),
  };
  for (const [name, work] of Object.entries(cases)) {
    const stats = time(300, work);
    console.log(`${name.padEnd(36)} median ${formatMs(stats.p50)}  p99 ${formatMs(stats.p99)}`);
  }
  const citations = checkCitations({ answer: ANSWER, chunks: CHUNKS });
  console.log(
    `markers mapped: ${citations.perCitation.length}; coverage ${citations.score}; peak RSS ${peakRssMb()} MB`,
  );
}
