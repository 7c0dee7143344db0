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
import { decideVerdict, verbatimVerdict } from './decide-verdict.js';
import { PREFILTER_CHARS } from './evidence/sentence-index.js';
import { verbatimSentence } from './evidence/verbatim-sentence.js';
import type { LocalJudgeParams } from './local-judge-params.js';
import { analyzeClaim, type PreparedContext } from './model/analyze-claim.js';
import { claimFeatureList } from './model/claim-features.js';
import { predictSupportFromList } from './model/predict-support.js';
import { prepareContext } from './prepare-context.js';
import { type ClaimRoute, routeLanguages } from './route-languages.js';

/** Claims judged between two turns of the event loop (a few ms of work each). */
const CLAIMS_PER_SLICE = 16;

export interface JudgeClaimsOptions {
  claims: readonly Claim[];
  chunks: Chunk[];
  query: string | null;
  /** The whole answer, when known: its language decides the language of short claims. */
  response?: string;
  params: LocalJudgeParams;
  useWordNet: boolean;
  /** Reuses the prepared context of an earlier call with the same chunks array (see below). */
  contextFor?: ContextCache;
  abortSignal?: AbortSignal;
}

/** Returns the prepared context for `chunks` and `query`, preparing it with `prepare` when needed. */
export type ContextCache = (
  chunks: readonly Chunk[],
  query: string | null,
  languageCode: string,
  prepare: () => PreparedContext,
) => PreparedContext;

/** The contexts prepared for one chunks array under one query, one per language it was read in. */
interface ContextEntry {
  query: string | null;
  contexts: Map<string, PreparedContext>;
}

/**
 * The prepared context of the last call with this very chunks array and query, when the context is
 * short enough that its index does not depend on the claims (`PREFILTER_CHARS`): a caller that
 * judges an answer in several calls over the same chunks (the streaming transform, one call per
 * sentence) indexes them once. Keyed by the array itself, so a new array is always indexed anew.
 *
 * Only an array judged a second time enters the WeakMap. `verify()` builds a new array per call, so
 * most arrays are judged once; a WeakMap entry per call kept that call's whole index alive through
 * V8's young-generation collections (an ephemeron's value survives them while its key is young),
 * which copied and promoted ~2.5 MB per collection on the benchmark. The first call's context is
 * held in `last` instead — one entry, replaced by the next call — and a WeakSet remembers which
 * arrays were seen (keys only, nothing large behind them).
 */
export function createContextCache(): ContextCache {
  const reused = new WeakMap<readonly Chunk[], ContextEntry>();
  const seen = new WeakSet<readonly Chunk[]>();
  let last: { chunks: readonly Chunk[]; entry: ContextEntry } | null = null;
  return (chunks, query, languageCode, prepare) => {
    const characters = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
    if (characters > PREFILTER_CHARS) return prepare();
    let entry = reused.get(chunks);
    if (!entry && seen.has(chunks)) {
      // Judged again: kept from now on for as long as the array lives. Its first context is still
      // in `last` unless another array was judged in between (then it is prepared once more).
      entry = last?.chunks === chunks ? last.entry : { query, contexts: new Map() };
      reused.set(chunks, entry);
    }
    if (!entry) {
      seen.add(chunks);
      entry = { query, contexts: new Map() };
    } else if (entry.query !== query) {
      entry = { query, contexts: new Map() };
      reused.set(chunks, entry);
    }
    last = { chunks, entry };
    const cached = entry.contexts.get(languageCode);
    if (cached) return cached;
    const context = prepare();
    entry.contexts.set(languageCode, context);
    return context;
  };
}

/**
 * @example
 * const { judgements } = await judgeClaims({ claims, chunks, query: null, params, useWordNet: true });
 */
export async function judgeClaims(
  options: JudgeClaimsOptions,
): Promise<{ judgements: ClaimJudgement[]; sentencesIndexed: number; warnings: string[] }> {
  const { claims, chunks, query, response, params, useWordNet, contextFor, abortSignal } = options;
  // Each claim in the language it is written in, or an unsupported_language error (route-languages.ts).
  const { routes, warnings } = await routeLanguages({
    claims,
    chunks,
    ...(response ? { response } : {}),
  });
  const claimTokens = claims.map((claim, position) => {
    const route = routes[position]!;
    return route.ok ? tokenize(claim.text, 0, undefined, route.module) : [];
  });
  const contexts = new Map<string, PreparedContext>();
  const contextOf = (route: ClaimRoute & { ok: true }): PreparedContext => {
    let context = contexts.get(route.code);
    if (!context) {
      const tokens = claimTokens.filter((_, position) => {
        const other = routes[position]!;
        return other.ok && other.code === route.code;
      });
      const prepare = () =>
        prepareContext({
          chunks,
          query,
          useWordNet,
          claimTokens: tokens,
          ...(route.module ? { language: route.module } : {}),
        });
      context = contextFor ? contextFor(chunks, query, route.code, prepare) : prepare();
      contexts.set(route.code, context);
    }
    return context;
  };
  const judgements: ClaimJudgement[] = [];
  for (const [position, claim] of claims.entries()) {
    // Judging is synchronous CPU work: yield every few claims so that a deadline or an abort
    // (timers on this thread) can stop a long answer part-way instead of after its last claim.
    if (position > 0 && position % CLAIMS_PER_SLICE === 0) await yieldToEventLoop();
    abortSignal?.throwIfAborted();
    const route = routes[position]!;
    if (!route.ok) {
      judgements.push(route);
      continue;
    }
    const context = contextOf(route);
    const tokens = claimTokens[position]!;
    // A sentence of the context copied whole is borne out by it: nothing to analyse.
    const copied = verbatimSentence(claim.text, context.index, tokens);
    if (copied) {
      judgements.push(Object.assign({ ok: true as const }, verbatimVerdict(copied, chunks)));
      continue;
    }
    const analysis = analyzeClaim({ claim: claim.text, context, tokens });
    const probability = predictSupportFromList(
      params.model,
      claimFeatureList(analysis, context.index.totalTokens, chunks.length),
    );
    // Object.assign, not a literal with a spread: the spread is a slow path on Node 20, once per claim.
    judgements.push(
      Object.assign({ ok: true as const }, decideVerdict({ analysis, probability, chunks, params })),
    );
  }
  const sentencesIndexed = [...contexts.values()].reduce(
    (sum, context) => sum + context.index.sentences.length,
    0,
  );
  return { judgements, sentencesIndexed, warnings };
}
