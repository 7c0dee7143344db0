/**
 * Chunking invariance: however the answer is split into deltas (single characters, words, random
 * lengths, cuts inside numbers, abbreviations, URLs and multi-byte characters), the stream's report
 * has exactly the claims, spans and verdicts of verify() on the whole text. The benchmark
 * (`node bench/run.mjs stream`) runs the same comparison over every LFQA dev answer.
 */
import { describe, expect, it } from 'vitest';
import answers from '../claims/__fixtures__/lfqa-answers.json' with { type: 'json' };
import { createLocalJudge } from '../judges/local/create-local-judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { verify } from '../verify.js';
import { runTransform, textParts } from './__fixtures__/run-transform.js';
import { SPLIT_KINDS, seededRandom, splitText } from './__fixtures__/split-text.js';

const judge = createLocalJudge();

const essence = (report: FaithfulnessReport) => ({
  score: report.overallScore,
  claims: report.claims.map((claim) => [
    claim.claim,
    claim.span,
    claim.verdict,
    claim.confidence,
    claim.evidence,
  ]),
  skipped: report.skipped,
});

describe('chunking invariance', () => {
  it('every split of every fixture answer gives the report of verify() on the whole text', async () => {
    const random = seededRandom(2026);
    let streams = 0;
    for (const { answer } of answers.answers) {
      // The first half of the answer is the context: its sentences are supported, the rest are not.
      const chunks = [
        { id: 'first-half', text: answer.slice(0, Math.floor(answer.length / 2)) },
        { id: 'other', text: 'Unrelated passage about the weather in 1998, which was 3.5 degrees warmer.' },
      ];
      const expected = essence(await verify({ response: answer, chunks, judge }));
      for (const kind of SPLIT_KINDS) {
        const run = await runTransform(textParts(splitText(answer, kind, random)), { chunks, judge });
        expect(run.text).toBe(answer);
        expect(essence(await run.report)).toEqual(expected);
        streams += 1;
      }
    }
    expect(streams).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
