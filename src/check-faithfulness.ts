/**
 * The background-check specification's surface: `checkFaithfulness(response, retrievedChunks)`, feature-gated by
 * `ENABLE_FAITHFULNESS_CHECK` (the key `verification.check_responses`), never throwing for a judge
 * failure. Its settings (threshold, policy, judge) come from the same resolution as `verify()`'s,
 * with `options.env` as the environment layer. Its result carries the background-check specification's
 * `FaithfulnessResult` fields; when enabled it is the full report.
 */
import { isGateOpen } from './core/feature-gate.js';
import { logCheckResult } from './core/log-check-result.js';
import { consoleLogger } from './logger.js';
import type { RetrievedChunk } from './spec/chunk.js';
import { type FaithfulnessResult, NOOP_FAITHFULNESS_RESULT } from './spec/faithfulness-result.js';
import type { FaithfulnessReport } from './spec/report.js';
import { type VerifyOptions, verify } from './verify.js';

export { isFaithfulnessCheckEnabled } from './core/feature-gate.js';
export type { RetrievedChunk } from './spec/chunk.js';
export { FAITHFULNESS_THRESHOLD } from './spec/defaults.js';
export type { FaithfulnessClaimResult, FaithfulnessResult } from './spec/faithfulness-result.js';
export { NOOP_FAITHFULNESS_RESULT };

export interface CheckFaithfulnessOptions extends Omit<VerifyOptions, 'response' | 'chunks' | 'context'> {
  /**
   * The feature gate, as for every integration: `true` checks, `false` returns the no-op result,
   * and without it `ENABLE_FAITHFULNESS_CHECK === "true"` (of `env`) decides.
   */
  enabled?: boolean;
}

/**
 * Check a grounded response against the chunks it was generated from. Gated like the integrations
 * (`enabled`, else `ENABLE_FAITHFULNESS_CHECK === "true"`; off: the background-check
 * specification's exact no-op result, and one log line per process saying so), and logged like
 * them: `[faithfulness] chatId=- score=… flagged=… latency=…ms`, plus `[faithfulness] FLAGGED
 * response` when flagged.
 *
 * @example
 * const result = await checkFaithfulness('The refund window is 60 days.', [{ id: 'kb-1', text: 'Refunds within 30 days.' }], { enabled: true });
 */
export async function checkFaithfulness(
  response: string,
  retrievedChunks: readonly RetrievedChunk[],
  options: CheckFaithfulnessOptions = {},
): Promise<FaithfulnessResult | FaithfulnessReport> {
  const { enabled, ...verifyOptions } = options;
  const logger = verifyOptions.logger ?? consoleLogger;
  if (!isGateOpen(enabled, logger, verifyOptions.env)) return { ...NOOP_FAITHFULNESS_RESULT, claims: [] };
  const report = await verify({
    ...verifyOptions,
    response,
    chunks: retrievedChunks,
    onJudgeError: verifyOptions.onJudgeError ?? 'noop',
  });
  logCheckResult(logger, report, {});
  return report;
}
