/**
 * A tiny deterministic judge for the corrective loop's tests and benchmarks: every sentence of
 * the answer is a claim; it is supported when it appears (case and spacing folded) in a chunk,
 * contradicted when a chunk sentence shares most of its words but differs in a number, and has
 * no evidence otherwise. Not a real judge — the embedded local judge is — but exact enough that
 * a test's expectations follow from the text.
 */

import type { ClaimJudgement } from '../../spec/claim.js';
import type { JudgeV1 } from '../../spec/judge.js';
import { contentStems } from '../../text/content-words.js';
import { segmentSentences } from '../../text/segment-sentences.js';

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

export interface SentenceJudge extends JudgeV1 {
  /** Number of `verifyClaims` calls so far. */
  readonly verifyCalls: number;
}

export function sentenceJudge(options: { failVerifyAfter?: number } = {}): SentenceJudge {
  let verifyCalls = 0;
  return {
    specificationVersion: 'v1',
    id: 'sentence-test',
    get verifyCalls() {
      return verifyCalls;
    },
    async extractClaims({ response }) {
      const sentences = segmentSentences({ text: response });
      return {
        claims: sentences
          .filter((sentence) => !sentence.text.endsWith('?'))
          .map((sentence) => ({ text: sentence.text, span: { start: sentence.start, end: sentence.end } })),
        skipped: sentences
          .filter((sentence) => sentence.text.endsWith('?'))
          .map((sentence) => ({
            text: sentence.text,
            span: { start: sentence.start, end: sentence.end },
            reason: 'question',
          })),
        usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
      };
    },
    async verifyClaims({ claims, chunks }) {
      verifyCalls += 1;
      if (options.failVerifyAfter !== undefined && verifyCalls > options.failVerifyAfter)
        throw new Error('judge is down');
      const judgements = claims.map((claim): ClaimJudgement => {
        const folded = fold(claim.text);
        for (const chunk of chunks) {
          if (fold(chunk.text).includes(folded))
            return {
              ok: true,
              verdict: 'supported',
              evidence: [{ chunkId: chunk.id, quote: claim.text, start: 0, end: 0 }],
              reasoning: 'the sentence is in the chunk',
              confidence: 1,
            };
        }
        const terms = new Set(contentStems(claim.text));
        for (const chunk of chunks) {
          for (const sentence of segmentSentences({ text: chunk.text })) {
            const shared = contentStems(sentence.text).filter((term) => terms.has(term)).length;
            const differs = numbers(sentence.text).join() !== numbers(claim.text).join();
            if (shared >= Math.max(2, terms.size * 0.6) && differs && numbers(claim.text).length > 0)
              return {
                ok: true,
                verdict: 'contradicted',
                evidence: [{ chunkId: chunk.id, quote: sentence.text, start: 0, end: 0 }],
                reasoning: 'a number differs',
                confidence: 0.9,
              };
          }
        }
        return { ok: true, verdict: 'no_evidence', evidence: [], reasoning: 'not found', confidence: 0.8 };
      });
      return { judgements, usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 } };
    },
  };
}
