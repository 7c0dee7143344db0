/** The readable terminal report: score line, then one line per claim with its verdict and evidence. */
import { CONFIDENCE_LEVEL_MEANING } from '../scoring/confidence-level.js';
import type { FaithfulnessReport } from '../spec/report.js';
import type { Verdict } from '../spec/verdict.js';
import { countOf } from '../text/count-of.js';

const MARK: Record<Verdict, string> = {
  supported: '✓',
  partially_supported: '◐',
  no_evidence: '?',
  contradicted: '✗',
};
const COLOR: Record<Verdict | 'error' | 'dim' | 'bold', string> = {
  supported: '\x1b[32m',
  partially_supported: '\x1b[33m',
  no_evidence: '\x1b[35m',
  contradicted: '\x1b[31m',
  error: '\x1b[31m',
  dim: '\x1b[2m',
  bold: '\x1b[1m',
};
const RESET = '\x1b[0m';

/** Quotes shown per claim; the JSON report has all of them. */
const MAX_QUOTES = 3;

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function formatReport(report: FaithfulnessReport, options: { color?: boolean } = {}): string {
  const paint = (key: keyof typeof COLOR, text: string) =>
    options.color ? `${COLOR[key]}${text}${RESET}` : text;
  const lines: string[] = [];
  const verdictCounts = report.claims.reduce<Record<string, number>>((acc, claim) => {
    const key = claim.verdict ?? 'error';
    acc[key] = (acc[key] ?? 0) + 1;
    return acc;
  }, {});
  const status = report.flagged ? paint('contradicted', 'FLAGGED') : paint('supported', 'OK');
  lines.push(
    `${paint('bold', 'faithcheck')}  ${status}  score ${report.overallScore.toFixed(2)} (${report.policy}, threshold ${report.threshold})  level ${report.level.replace('_', ' ')} — ${CONFIDENCE_LEVEL_MEANING[report.level]}`,
  );
  const summary = Object.entries(verdictCounts)
    .map(([verdict, count]) => `${count} ${verdict.replace('_', ' ')}`)
    .join(', ');
  lines.push(
    paint(
      'dim',
      `${countOf(report.claims.length, 'claim')}${summary ? ` (${summary})` : ''}, ${report.skipped.length} skipped · judge ${report.judge.id}${report.judge.modelId ? ` (${report.judge.modelId})` : ''} · ${countOf(report.usage.llmCalls, 'LLM call')} · ${report.evaluationLatencyMs} ms${report.vacuous ? ' · no check-worthy claims (vacuously faithful)' : ''}`,
    ),
  );
  lines.push('');
  report.claims.forEach((claim, index) => {
    if (claim.verdict === null) {
      lines.push(`${paint('error', '!')} ${index + 1}. ${truncate(claim.claim, 100)}`);
      lines.push(`     ${paint('error', `judge error: ${claim.error?.message ?? 'unknown'}`)}`);
      return;
    }
    const mark = paint(claim.verdict, `${MARK[claim.verdict]} ${claim.verdict.replace('_', ' ')}`);
    const confidence = claim.confidence === null ? '' : paint('dim', ` (${claim.confidence.toFixed(2)})`);
    lines.push(`${mark}${confidence}  ${index + 1}. ${truncate(claim.claim, 100)}`);
    // Every quote, up to three: a claim supported by two sentences shows both.
    for (const evidence of claim.evidence.slice(0, MAX_QUOTES))
      lines.push(`     ${paint('dim', `[${evidence.chunkId}] "${truncate(evidence.quote, 90)}"`)}`);
    if (claim.evidence.length > MAX_QUOTES) {
      const more = claim.evidence.length - MAX_QUOTES;
      lines.push(`     ${paint('dim', `… and ${more} more quote${more === 1 ? '' : 's'} (--json has all)`)}`);
    }
    if (claim.reasoning) lines.push(`     ${paint('dim', truncate(claim.reasoning, 110))}`);
    if (claim.downgrade)
      lines.push(
        `     ${paint('partially_supported', `downgraded from ${claim.downgrade.from}: ${claim.downgrade.reason}`)}`,
      );
  });
  if (report.skipped.length > 0) {
    lines.push('');
    lines.push(paint('dim', 'Skipped (not check-worthy):'));
    for (const sentence of report.skipped)
      lines.push(paint('dim', `  - ${truncate(sentence.text, 80)} [${sentence.reason}]`));
  }
  if (report.issues.length > 0) {
    lines.push('');
    for (const issue of report.issues) lines.push(`${paint('partially_supported', '⚠')} ${issue.message}`);
  }
  return `${lines.join('\n')}\n`;
}
