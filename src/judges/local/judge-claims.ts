/**
 * The local judge's work on one batch of claims: index the chunks' sentences, align each claim with
 * its evidence, run the consistency comparisons, score with the calibrated model and decide the
 * verdict. A module of its own so that `createLocalJudge()` (and with it the package's root entry)
 * loads none of it, nor the WordNet snapshot: the judge imports it on its first `verifyClaims`.
 */
import { yieldToEventLoop } from '../../core/yield-to-event-loop.js';
import type { Chunk } from '../../spec/chunk.js';
import type { Claim, ClaimJudgement } from '../../spec/claim.js';
import { tokenize } from '../../text/tokenize.js';
import { decideVerdict } from './decide-verdict.js';
import type { LocalJudgeParams } from './local-judge-params.js';
import { analyzeClaim } from './model/analyze-claim.js';
import { claimFeatures } from './model/claim-features.js';
import { predictSupport } from './model/predict-support.js';
import { prepareContext } from './prepare-context.js';

/** Claims judged between two turns of the event loop (a few ms of work each). */
const CLAIMS_PER_SLICE = 16;

export interface JudgeClaimsOptions {
  claims: readonly Claim[];
  chunks: Chunk[];
  query: string | null;
  params: LocalJudgeParams;
  useWordNet: boolean;
  abortSignal?: AbortSignal;
}

/**
 * @example
 * const { judgements } = await judgeClaims({ claims, chunks, query: null, params, useWordNet: true });
 */
export async function judgeClaims(
  options: JudgeClaimsOptions,
): Promise<{ judgements: ClaimJudgement[]; sentencesIndexed: number }> {
  const { claims, chunks, query, params, useWordNet, abortSignal } = options;
  const claimTokens = claims.map((claim) => tokenize(claim.text));
  const context = prepareContext({ chunks, query, useWordNet, claimTokens });
  const judgements: ClaimJudgement[] = [];
  for (const [position, claim] of claims.entries()) {
    // Judging is synchronous CPU work: yield every few claims so that a deadline or an abort
    // (timers on this thread) can stop a long answer part-way instead of after its last claim.
    if (position > 0 && position % CLAIMS_PER_SLICE === 0) await yieldToEventLoop();
    abortSignal?.throwIfAborted();
    const analysis = analyzeClaim({ claim: claim.text, context, tokens: claimTokens[position]! });
    const probability = predictSupport(
      params.model,
      claimFeatures(analysis, context.index.totalTokens, chunks.length),
    );
    judgements.push({ ok: true, ...decideVerdict({ analysis, probability, chunks, params }) });
  }
  return { judgements, sentencesIndexed: context.index.sentences.length };
}
