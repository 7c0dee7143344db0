/**
 * The background-check specification's database surface: `saveFaithfulnessCheck` (logs and never throws — a failed save must
 * not reach the response) and `getFlaggedResponses` (newest first), over a process-wide default
 * store opened on first use (`DATABASE_URL`, else PGlite in `.faithcheck/`).
 */

import { describeError } from '../errors.js';
import { consoleLogger, type Logger } from '../logger.js';
import { confidenceLevel } from '../scoring/confidence-level.js';
import type { Chunk } from '../spec/chunk.js';
import { FAITHFULNESS_THRESHOLD } from '../spec/defaults.js';
import type { FaithfulnessResult } from '../spec/faithfulness-result.js';
import type { ClaimReport, FaithfulnessReport } from '../spec/report.js';
import type { CheckStore, StoredCheck } from './check-store.js';
import type { CreateStoreOptions } from './create-store.js';

let defaultStore: Promise<CheckStore> | null = null;

/** The process-wide store, opened (and migrated) on first call. */
export function getDefaultStore(options: CreateStoreOptions = {}): Promise<CheckStore> {
  if (!defaultStore) {
    // The store's code (PGlite, pg, migrations) loads with the first use, not with this module.
    defaultStore = import('./create-store.js').then(({ createStore }) => createStore(options));
    // A failed open is not cached: the next call tries again.
    defaultStore.catch(() => {
      defaultStore = null;
    });
  }
  return defaultStore;
}

/** Replaces the default store (tests, or an app that opens its own). */
export function setDefaultStore(store: CheckStore | null): void {
  defaultStore = store ? Promise.resolve(store) : null;
}

/** Closes the default store if it was opened. An open PGlite keeps the process alive until then. */
export async function closeDefaultStore(): Promise<void> {
  const pending = defaultStore;
  defaultStore = null;
  if (pending) await (await pending.catch(() => null))?.close();
}

/** A `FaithfulnessResult` as a full report, for results that did not come from `verify()`. */
export function toReport(result: FaithfulnessResult | FaithfulnessReport): FaithfulnessReport {
  if ('policy' in result && 'judge' in result) return result;
  const claims: ClaimReport[] = result.claims.map((claim) => ({
    claim: claim.claim,
    span: null,
    verdict: claim.supported ? 'supported' : 'no_evidence',
    supported: claim.supported,
    sourceChunkId: claim.sourceChunkId ?? null,
    evidence: [],
    reasoning: claim.reasoning ?? '',
    confidence: null,
  }));
  return {
    overallScore: result.overallScore,
    policy: 'ratio',
    threshold: FAITHFULNESS_THRESHOLD,
    flagged: result.flagged,
    level: confidenceLevel(result.overallScore),
    vacuous: claims.length === 0,
    status: 'ok',
    claims,
    skipped: [],
    issues: [],
    usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
    evaluationLatencyMs: result.evaluationLatencyMs,
    judge: { specificationVersion: 'v1', id: 'unknown' },
    scoreDetails: {},
    warnings: [],
  };
}

export interface SaveFaithfulnessCheckOptions {
  chatId?: string | null;
  messageId?: string | null;
  result: FaithfulnessResult | FaithfulnessReport;
  /** The checked response text, for the reviewer. */
  response?: string;
  query?: string | null;
  chunks?: readonly Chunk[];
  /** A row id chosen by the caller (exactly-once writes from a retried job). */
  id?: string;
  /** Default: the process-wide store. */
  store?: CheckStore;
  logger?: Logger;
}

/**
 * Stores a check. Never throws: a failure is logged and `null` returned, so a caller in a
 * response path cannot be broken by the database. The same (chatId, messageId) updates its row.
 *
 * @example
 * const result = await checkFaithfulness(responseText, retrievedChunks);
 * await saveFaithfulnessCheck({ chatId, messageId, result });
 */
export async function saveFaithfulnessCheck(
  options: SaveFaithfulnessCheckOptions,
): Promise<{ id: string } | null> {
  const logger = options.logger ?? consoleLogger;
  try {
    const store = options.store ?? (await getDefaultStore());
    const saved = await store.save({
      ...(options.id ? { id: options.id } : {}),
      chatId: options.chatId ?? null,
      messageId: options.messageId ?? null,
      query: options.query ?? null,
      response: options.response ?? '',
      chunks: options.chunks ?? [],
      report: toReport(options.result),
    });
    return { id: saved.id };
  } catch (error) {
    const { code, message } = describeError(error);
    logger.error('[faithfulness] failed to save check', {
      chatId: options.chatId ?? null,
      messageId: options.messageId ?? null,
      code,
      message,
    });
    return null;
  }
}

/**
 * The review query: flagged checks, newest first. Throws `StorageError` when the database fails.
 *
 * @example
 * const flagged = await getFlaggedResponses({ limit: 50, since: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000) });
 */
export async function getFlaggedResponses(
  options: { limit?: number; since?: Date; store?: CheckStore } = {},
): Promise<StoredCheck[]> {
  const store = options.store ?? (await getDefaultStore());
  return store.getFlagged({ limit: options.limit, since: options.since });
}
