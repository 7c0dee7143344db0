/**
 * One background check from start to end, as the background-check specification's `after()` callback does it: verify the
 * response against its chunks, save the result, log `[faithfulness] chatId=… score=… flagged=…
 * latency=…ms`, and warn `[faithfulness] FLAGGED response` when flagged. It never throws: bad input,
 * a failing judge and a failing database all end up in the returned outcome and the log.
 */
import type { TraceLink } from '../core/trace-link.js';
import { traceStage } from '../core/trace-stage.js';
import { describeError } from '../errors.js';
import { parseVerifyInput } from '../input/parse-verify-input.js';
import { consoleLogger, type Logger } from '../logger.js';
import type { Chunk } from '../spec/chunk.js';
import type { FaithfulnessReport } from '../spec/report.js';
import type { CheckStore } from '../store/check-store.js';
import { saveFaithfulnessCheck } from '../store/faithfulness-store.js';
import { type VerifyOptions, verify } from '../verify.js';

export interface FaithfulnessCheckInput {
  /** The chat id: any non-empty string (uuid or not; the AI SDK's default ids are not uuids). */
  chatId?: string | null;
  /** The assistant message id; with chatId, the key that keeps a check from being stored twice. */
  messageId?: string | null;
  query?: string | null;
  response: string;
  /** `{ id, text }`, `{ id, content }` (the `RetrievedChunk` spelling) or plain strings. */
  chunks: VerifyOptions['chunks'];
  /** The model response's id (the AI SDK's `response.id`): `gen_ai.response.id` in telemetry. */
  responseId?: string;
  /**
   * The trace of the request that produced the answer, read when the check was scheduled: the
   * check's span (`faithcheck.check`) is its child and links to it. `null`: scheduled outside any
   * span, the check gets a trace of its own. Absent: the active span at run time (an inline check).
   * Only used when an OpenTelemetry provider is registered (docs/telemetry.md).
   */
  traceLink?: TraceLink | null;
}

export interface RunFaithfulnessCheckOptions extends FaithfulnessCheckInput {
  /** Passed to `verify()`: judge, policy, threshold, timeoutMs, onJudgeError, … */
  verifyOptions?: Omit<VerifyOptions, 'response' | 'chunks' | 'context' | 'query' | 'abortSignal'>;
  /** Where to save. Default: the process-wide store; `false`: do not save. */
  store?: CheckStore | false;
  /** A row id chosen by the caller (the durable queue's exactly-once key). */
  checkId?: string;
  abortSignal?: AbortSignal;
  logger?: Logger;
}

export interface FaithfulnessCheckOutcome {
  report: FaithfulnessReport | null;
  /** The stored row, or null when saving was off or failed (the failure is logged). */
  saved: { id: string } | null;
  /** Why there is no report. */
  error?: { code: string; message: string; retryable: boolean };
}

/** The `[faithfulness]` log lines for a finished check. */
export function logCheckResult(
  logger: Logger,
  report: FaithfulnessReport,
  context: { chatId?: string | null; messageId?: string | null },
): void {
  const chatId = context.chatId ?? '-';
  logger.info(
    `[faithfulness] chatId=${chatId} score=${report.overallScore.toFixed(2)} flagged=${report.flagged} latency=${Math.round(report.evaluationLatencyMs)}ms`,
  );
  if (report.flagged) {
    logger.warn('[faithfulness] FLAGGED response', {
      chatId: context.chatId ?? null,
      messageId: context.messageId ?? null,
      score: report.overallScore,
      threshold: report.threshold,
      unsupportedClaims: report.claims.filter((claim) => !claim.supported).map((claim) => claim.claim),
    });
  }
}

/**
 * Runs one check and stores it. Never throws.
 *
 * @example
 * const { report, saved } = await runFaithfulnessCheck({ chatId, messageId, response, chunks });
 */
export async function runFaithfulnessCheck(
  options: RunFaithfulnessCheckOptions,
): Promise<FaithfulnessCheckOutcome> {
  const logger = options.logger ?? consoleLogger;
  let report: FaithfulnessReport;
  let chunks: Chunk[];
  try {
    const input = parseVerifyInput({
      query: options.query,
      response: options.response,
      chunks: options.chunks,
    });
    chunks = input.chunks;
    const run = () =>
      verify({
        logger,
        ...options.verifyOptions,
        ...(options.responseId ? { responseId: options.responseId } : {}),
        query: input.query,
        response: input.response,
        chunks,
        abortSignal: options.abortSignal,
      });
    report =
      options.traceLink === undefined
        ? await run()
        : await traceStage('faithcheck.check', run, { parent: options.traceLink });
  } catch (error) {
    const described = describeError(error);
    logger.error('[faithfulness] check failed', {
      chatId: options.chatId ?? null,
      messageId: options.messageId ?? null,
      ...described,
    });
    return { report: null, saved: null, error: described };
  }
  logCheckResult(logger, report, options);
  const saved =
    options.store === false
      ? null
      : await saveFaithfulnessCheck({
          id: options.checkId,
          chatId: options.chatId,
          messageId: options.messageId,
          query: options.query,
          response: options.response,
          chunks,
          result: report,
          store: options.store,
          logger,
        });
  return { report, saved };
}
