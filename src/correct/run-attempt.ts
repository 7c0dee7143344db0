/**
 * One attempt of the corrective loop: targeted queries for the claims that failed, retrieval
 * with chunks already in context dropped, regeneration (full or minimal edit), re-verification.
 * Failures are caught and returned on the attempt so the loop can keep the best answer so far.
 */
import type { LanguageModel } from 'ai';
import { addUsage } from '../core/usage.js';
import { describeError } from '../errors.js';
import type { Chunk } from '../spec/chunk.js';
import type { FaithfulnessReport } from '../spec/report.js';
import type { Usage } from '../spec/usage.js';
import type { CorrectionMode, CRAGAttempt, StopReason } from './crag-result.js';
import type { Generator, UnsupportedClaimHint } from './generator.js';
import type { MinimalEdit, MinimalEditOptions, MinimalEditResult } from './minimal-edit.js';
import type { Retriever } from './retriever.js';
import { generateTargetedQueries } from './targeted-queries.js';

export interface RunAttemptOptions {
  attempt: number;
  hints: UnsupportedClaimHint[];
  /** The best answer so far: the one this attempt corrects. */
  best: { response: string; report: FaithfulnessReport };
  /** The context so far; new chunks are appended to it. */
  context: Chunk[];
  mode: CorrectionMode;
  query: string;
  retriever: Retriever;
  generator: Generator;
  queryModel?: LanguageModel;
  retrieveLimit: number;
  verifyCandidate: (response: string, chunks: Chunk[]) => Promise<FaithfulnessReport>;
  editAnswer: (options: MinimalEditOptions) => Promise<MinimalEditResult>;
  abortSignal?: AbortSignal;
}

export interface AttemptOutcome {
  log: CRAGAttempt;
  response?: string;
  report?: FaithfulnessReport;
  /** Set when the loop must stop after this attempt. */
  stop?: StopReason;
  usage: Usage;
  warnings: string[];
}

const textKey = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Runs one attempt; never throws except when the caller aborts. */
export async function runAttempt(options: RunAttemptOptions): Promise<AttemptOutcome> {
  const startedAt = performance.now();
  const usages: Usage[] = [];
  const targeted = await generateTargetedQueries({
    claims: options.hints.map((hint) => hint.claim),
    query: options.query,
    model: options.queryModel,
    abortSignal: options.abortSignal,
  });
  usages.push(targeted.usage);
  const log: CRAGAttempt = {
    attempt: options.attempt,
    queries: targeted.queries,
    queryMethod: targeted.method,
    newChunkIds: [],
    accepted: false,
    prompts: targeted.promptVersion ? [targeted.promptVersion] : [],
    latencyMs: 0,
  };
  const finish = (outcome: Omit<AttemptOutcome, 'log' | 'usage' | 'warnings'>): AttemptOutcome => {
    log.latencyMs = Math.round(performance.now() - startedAt);
    return { ...outcome, log, usage: addUsage(...usages), warnings: targeted.warnings };
  };
  const fail = (stage: 'retrieve' | 'generate' | 'verify', error: unknown): AttemptOutcome => {
    if (options.abortSignal?.aborted) throw error;
    log.error = { ...describeError(error), stage };
    const stop = {
      retrieve: 'retriever_error',
      generate: 'generator_error',
      verify: 'verifier_error',
    } as const;
    return finish({ stop: stop[stage] });
  };

  const knownIds = new Set(options.context.map((chunk) => chunk.id));
  const knownTexts = new Set(options.context.map((chunk) => textKey(chunk.text)));
  const fresh: Chunk[] = [];
  try {
    for (const { query } of targeted.queries) {
      const found = await options.retriever.retrieve({
        query,
        limit: options.retrieveLimit,
        abortSignal: options.abortSignal,
      });
      for (const chunk of found) {
        if (knownIds.has(chunk.id) || knownTexts.has(textKey(chunk.text))) continue;
        knownIds.add(chunk.id);
        knownTexts.add(textKey(chunk.text));
        fresh.push({
          id: chunk.id,
          text: chunk.text,
          ...(chunk.metadata ? { metadata: chunk.metadata } : {}),
        });
      }
    }
  } catch (error) {
    return fail('retrieve', error);
  }
  if (fresh.length === 0) return finish({ stop: 'nothing_new' });
  options.context.push(...fresh);
  log.newChunkIds = fresh.map((chunk) => chunk.id);

  let response: string;
  let edits: MinimalEdit[] | undefined;
  try {
    if (options.mode === 'minimal-edit') {
      const edited = await options.editAnswer({
        response: options.best.response,
        claims: options.best.report.claims,
        verdicts: [...new Set(options.hints.map((hint) => hint.verdict))],
        query: options.query,
        chunks: [...options.context],
        rewrite: options.generator.rewrite?.bind(options.generator),
        abortSignal: options.abortSignal,
      });
      usages.push(edited.usage);
      log.prompts.push(...edited.prompts);
      response = edited.response;
      edits = edited.edits;
    } else {
      const generated = await options.generator.generate({
        query: options.query,
        chunks: [...options.context],
        previousResponse: options.best.response,
        unsupportedClaims: options.hints,
        abortSignal: options.abortSignal,
      });
      if (generated.usage) usages.push(generated.usage);
      if (generated.promptVersion) log.prompts.push(generated.promptVersion);
      response = generated.text;
    }
  } catch (error) {
    return fail('generate', error);
  }
  log.response = response;
  if (edits) log.edits = edits;

  try {
    const report = await options.verifyCandidate(response, [...options.context]);
    usages.push(report.usage);
    log.confidence = report.overallScore;
    return finish({ response, report });
  } catch (error) {
    return fail('verify', error);
  }
}
