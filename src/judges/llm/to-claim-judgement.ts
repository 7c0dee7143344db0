/**
 * Turns what the model said about one claim into a judgement. The verdict goes through
 * `normalizeVerdict`, so the original specifications' vocabularies are accepted and anything else is an error on that
 * claim (never a guessed verdict). Quotes are passed on with the offsets found in the chunk;
 * `verify()` holds them to the chunk text again and drops or downgrades what is not there.
 */
import { describeError } from '../../errors.js';
import type { ChunkIndex } from '../../evidence/check-evidence.js';
import { locateQuote } from '../../evidence/locate-quote.js';
import type { Claim, ClaimJudgement, Evidence } from '../../spec/claim.js';
import { normalizeVerdict } from '../../verdicts/normalize-verdict.js';
import type { VerdictOutput } from './output-schemas.js';

/**
 * A judgement from the model's verdict output; an unknown verdict becomes `{ ok: false, error }`.
 * @example toClaimJudgement({ verdict: 'SUPPORTED', evidence: [], reasoning: '', confidence: 1, suggested_correction: null }, index)
 */
export function toClaimJudgement(output: VerdictOutput, index: ChunkIndex): ClaimJudgement {
  try {
    const verdict = normalizeVerdict(output.verdict);
    const evidence: Evidence[] = output.evidence.map((item) => {
      const span = index.locate(item.chunk_id, item.quote);
      return { chunkId: item.chunk_id, quote: item.quote, start: span?.start ?? 0, end: span?.end ?? 0 };
    });
    return {
      ok: true,
      verdict,
      evidence,
      reasoning: output.reasoning,
      confidence: Math.min(1, Math.max(0, output.confidence)),
    };
  } catch (error) {
    return { ok: false, error: describeError(error) };
  }
}

/**
 * A claim the model wrote, placed in the response: exactly, else after folding case and
 * whitespace, else `span: null` (the model rewrote it).
 */
export function locateClaim(response: string, text: string): Claim {
  const trimmed = text.trim();
  const exact = trimmed.length > 0 ? response.indexOf(trimmed) : -1;
  if (exact >= 0) return { text: trimmed, span: { start: exact, end: exact + trimmed.length } };
  const span = locateQuote(response, trimmed);
  return { text: trimmed, span };
}
