/**
 * A readable account of one correction for the terminal: the original answer's claims and
 * confidence, what the loop searched for and changed, the corrected answer, and the
 * loop's metrics. Plain text; colour only when asked.
 */
import type { FaithfulnessReport } from '../spec/report.js';
import type { CRAGResult } from './crag-result.js';

const MARK = { supported: '✓', partially_supported: '◐', no_evidence: '?', contradicted: '✗' } as const;

function claimLines(report: FaithfulnessReport): string[] {
  return report.claims.map((claim) => {
    if (claim.verdict === null)
      return `  ! ${claim.claim}  (judge error: ${claim.error?.message ?? 'unknown'})`;
    const source = claim.sourceChunkId ? `  [${claim.sourceChunkId}]` : '';
    return `  ${MARK[claim.verdict]} ${claim.verdict.replace('_', ' ')}: ${claim.claim}${source}`;
  });
}

function scoreLine(label: string, report: FaithfulnessReport): string {
  return `${label} — confidence ${report.overallScore.toFixed(2)} (${report.level.replace('_', ' ')}, threshold ${report.threshold})`;
}

/**
 * @example io.stdout(formatCorrection({ result, originalResponse: input.response }));
 */
export function formatCorrection({
  result,
  originalResponse,
}: {
  result: CRAGResult;
  originalResponse: string;
}): string {
  const initial = result.verification_history[0]!.report;
  const lines: string[] = [
    scoreLine('Original answer', initial),
    `  ${originalResponse}`,
    '',
    ...claimLines(initial),
  ];
  lines.push('');
  const { metrics } = result;
  if (!metrics.triggered) {
    lines.push(
      metrics.stopReason === 'not_needed'
        ? 'No correction needed: the confidence is at or above the threshold.'
        : `The corrective loop did not run (${metrics.stopReason.replace(/_/g, ' ')}).`,
    );
  } else {
    for (const attempt of result.attemptLog) {
      const outcome =
        attempt.error !== undefined
          ? `failed at ${attempt.error.stage}: ${attempt.error.message}`
          : attempt.confidence !== undefined
            ? `confidence ${attempt.confidence.toFixed(2)}${attempt.accepted ? ' (kept)' : ''}`
            : 'nothing new retrieved';
      lines.push(`Attempt ${attempt.attempt} (${result.mode}) — ${outcome}`);
      for (const query of attempt.queries) lines.push(`  searched: "${query.query}"`);
      if (attempt.newChunkIds.length > 0) lines.push(`  new context: ${attempt.newChunkIds.join(', ')}`);
      for (const edit of attempt.edits ?? []) {
        lines.push(`  - ${edit.before}`);
        lines.push(edit.after === null ? '  + (removed)' : `  + ${edit.after}`);
      }
    }
    lines.push('');
    lines.push(
      scoreLine(result.bestAttempt === 0 ? 'Kept the original answer' : 'Corrected answer', result.report),
    );
    lines.push(`  ${result.final_response}`, '', ...claimLines(result.report));
  }
  lines.push('');
  lines.push(
    `metrics: triggered ${metrics.triggered ? 'yes' : 'no'} · improved ${metrics.improved ? 'yes' : 'no'} · attempts ${metrics.attemptsUsed} · added latency ${metrics.addedLatencyMs} ms · stopped: ${metrics.stopReason.replace(/_/g, ' ')}`,
  );
  for (const warning of result.warnings) lines.push(`warning: ${warning}`);
  return `${lines.join('\n')}\n`;
}
