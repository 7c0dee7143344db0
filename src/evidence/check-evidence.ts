/**
 * The mechanical evidence check: a quote that cannot be found in the chunk it names is not
 * evidence, and neither is a real quote that has nothing to do with the claim (it shares no content
 * word with it — what a judge obeying an instruction planted in a chunk quotes). Offsets are always
 * recomputed from the chunk text. A supported or partially supported verdict left without valid
 * evidence is downgraded to `no_evidence`, and a supported claim whose numbers appear in none of
 * its quotes — neither as written nor by value ("1.8 l" for "1,800 ml") — to `partially_supported`, visibly,
 * unless the claim's negation denies them ("does not begin on 1 September").
 */

import { withFields } from '../core/with-fields.js';
import type { Chunk } from '../spec/chunk.js';
import type { ClaimVerdict, Evidence } from '../spec/claim.js';
import type { Downgrade } from '../spec/report.js';
import { everyNumberDenied } from '../text/denying-negation.js';
import { readsAsEnglish } from '../text/languages/function-words.js';
import { tokenize } from '../text/tokenize.js';
import { foldText, locateQuote } from './locate-quote.js';
import { quoteStatesClaimQuantity } from './quantity-stated.js';
import { dominantScript, numbersIn, relevanceKeys, sharesContent } from './quote-relevance.js';

export interface EvidenceCheckResult {
  verdict: ClaimVerdict;
  /** Quotes that were dropped, with the reason. */
  rejected: Array<{ evidence: Partial<Evidence>; reason: string }>;
  downgrade?: Downgrade;
}

/** Folded chunk texts, built once per check and shared across claims. */
export class ChunkIndex {
  private readonly byId = new Map<string, Chunk>();
  private readonly folded = new Map<string, ReturnType<typeof foldText>>();

  constructor(chunks: readonly Chunk[]) {
    for (const chunk of chunks) this.byId.set(chunk.id, chunk);
  }

  get(id: string): Chunk | undefined {
    return this.byId.get(id);
  }

  /**
   * The quote's span in the chunk. When the judge's own offsets hold the quote exactly (the local
   * judge quotes whole sentences), they stand and the chunk is never folded.
   */
  locate(chunkId: string, quote: string, claimed?: { start?: number; end?: number }) {
    const chunk = this.byId.get(chunkId);
    if (!chunk) return null;
    const { start, end } = claimed ?? {};
    if (
      quote.length > 0 &&
      Number.isInteger(start) &&
      start! >= 0 &&
      end === start! + quote.length &&
      chunk.text.startsWith(quote, start) &&
      quote.trim() === quote
    ) {
      return { start: start!, end: end! };
    }
    let folded = this.folded.get(chunkId);
    if (!folded) {
      folded = foldText(chunk.text);
      this.folded.set(chunkId, folded);
    }
    return locateQuote(chunk.text, quote, folded);
  }
}

export interface CheckEvidenceOptions {
  /** The claim the verdict is about; its quotes must share content with it. */
  claim: string;
}

const UNRELATED = 'quote shares no words with the claim';

function downgradeTo(
  verdict: ClaimVerdict,
  to: ClaimVerdict['verdict'],
  reason: string,
  evidence: Evidence[],
): Pick<EvidenceCheckResult, 'verdict' | 'downgrade'> {
  return {
    verdict: withFields(verdict, {
      verdict: to,
      evidence,
      reasoning: `${verdict.reasoning} [downgraded: ${reason}]`.trim(),
    }),
    downgrade: { from: verdict.verdict, reason },
  };
}

/**
 * Holds a verdict's evidence to the chunks and to the claim.
 * @example checkEvidence(verdict, new ChunkIndex(chunks), { claim: 'The refund window is 30 days.' })
 */
export function checkEvidence(
  verdict: ClaimVerdict,
  index: ChunkIndex,
  options: CheckEvidenceOptions,
): EvidenceCheckResult {
  const needsEvidence = verdict.verdict === 'supported' || verdict.verdict === 'partially_supported';
  const claimWords = relevanceKeys(options.claim);
  // A claim with no content word at all ("Yes.") cannot be compared; only the location check applies.
  const checkRelevance = needsEvidence && claimWords.size > 0;
  const claimScript = checkRelevance ? dominantScript(options.claim) : null;
  const valid: Evidence[] = [];
  const rejected: EvidenceCheckResult['rejected'] = [];
  for (const evidence of verdict.evidence) {
    const chunk = index.get(evidence.chunkId);
    if (!chunk) {
      rejected.push({ evidence, reason: `chunk "${evidence.chunkId}" is not among the chunks` });
      continue;
    }
    const span = index.locate(evidence.chunkId, evidence.quote ?? '', evidence);
    if (!span) {
      rejected.push({ evidence, reason: `quote not found in chunk "${evidence.chunkId}"` });
      continue;
    }
    const quote = chunk.text.slice(span.start, span.end);
    // A claim in another script than its chunk (a Russian answer over English chunks, judged by an
    // LLM) shares no word with its quote by construction: only the location check applies.
    const sameScript = !checkRelevance || claimScript === dominantScript(quote);
    if (checkRelevance && sameScript && !sharesContent(claimWords, quote)) {
      rejected.push({ evidence, reason: UNRELATED });
      continue;
    }
    const duplicate = valid.some(
      (other) => other.chunkId === evidence.chunkId && other.start === span.start && other.end === span.end,
    );
    if (!duplicate) valid.push(Object.assign({ chunkId: chunk.id, quote }, span));
  }

  if (needsEvidence && valid.length === 0) {
    const located = rejected.filter((rejection) => rejection.reason !== UNRELATED);
    const reason =
      rejected.length === 0
        ? `judge said ${verdict.verdict} without quoting any evidence`
        : located.length === 0
          ? `judge said ${verdict.verdict} but its ${UNRELATED}`
          : `judge said ${verdict.verdict} but its evidence is not in the chunks (${located[0]!.reason})`;
    return withFields(downgradeTo(verdict, 'no_evidence', reason, []), { rejected });
  }

  if (verdict.verdict === 'supported') {
    // A claim that does not read as English may write its numbers the European way or in words.
    const european = !readsAsEnglish(options.claim);
    const claimed = numbersIn(options.claim, { european });
    // A plain loop: flatMap is a slow path on this per-claim check.
    const quoted = new Set<string>();
    for (const evidence of valid)
      for (const number of numbersIn(evidence.quote, { european })) quoted.add(number);
    if (
      claimed.length > 0 &&
      !claimed.some((number) => quoted.has(number)) &&
      !quoteStatesClaimQuantity(
        options.claim,
        valid.map((evidence) => evidence.quote),
      ) &&
      // "does not begin on Monday 1 September": a number the claim denies is in no quote by nature.
      (european || !everyNumberDenied(tokenize(options.claim), options.claim))
    ) {
      const reason = `judge said supported but no quote contains the claim's number${claimed.length > 1 ? 's' : ''} (${claimed.join(', ')})`;
      return withFields(downgradeTo(verdict, 'partially_supported', reason, valid), { rejected });
    }
  }
  return { verdict: withFields(verdict, { evidence: valid }), rejected };
}
