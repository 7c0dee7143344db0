/**
 * The `[faithfulness]` log lines of a finished check, one format for every path that checks an
 * app's traffic: the background runner, the queue's workers and `checkFaithfulness()`.
 */
import type { Logger } from '../logger.js';
import type { FaithfulnessReport } from '../spec/report.js';

/**
 * `[faithfulness] chatId=… score=… flagged=… latency=…ms`, then `[faithfulness] FLAGGED response`
 * with the unsupported claims when the report is flagged.
 *
 * @example logCheckResult(consoleLogger, report, { chatId, messageId });
 */
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
