/**
 * The checks section as readable text, for the CLI's report (`faithcheck verify --checks …`), and
 * the parser of a `--checks` flag value. Plain text: colour is the caller's business.
 */
import { ConfigurationError } from '../errors.js';
import type { AnswerChecks } from '../spec/report.js';
import { countOf } from '../text/count-of.js';
import { CHECK_IDS, type CheckId, checkIdSchema } from './check-registry.js';

function shorten(text: string, length = 70): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

/**
 * @example
 * formatChecks(report.checks);
 * // answer checks (alignment, citations, facts)
 * //   alignment  0.45  llm: Partly supported.
 * //   citations  1.00  5/5 sources cited, 1 citation pattern (+0.10)
 * //   facts      0.67  llm: 2/3 claims verified; unverified: "iPhone sales were $200B"
 */
export function formatChecks(checks: AnswerChecks): string {
  const lines = ['answer checks (alignment, citations, facts)'];
  const { alignment, citations, facts } = checks;
  if (alignment) {
    lines.push(
      `  alignment  ${alignment.score.toFixed(2)}  ${alignment.method}: ${shorten(alignment.reasoning, 110)}`,
    );
  }
  if (citations) {
    const patterns = citations.patterns.length;
    lines.push(
      `  citations  ${citations.score.toFixed(2)}  ${citations.found}/${citations.total} sources cited, ` +
        `${patterns} citation pattern${patterns === 1 ? '' : 's'} (+${citations.patternBonus.toFixed(2)})`,
    );
    for (const entry of citations.perCitation) {
      const verdict =
        entry.supportsClaim === null
          ? entry.chunkId === null
            ? 'names no known chunk'
            : 'cannot be checked'
          : entry.supportsClaim
            ? `${entry.chunkId} supports it`
            : `${entry.chunkId} does not support it`;
      const better = entry.betterChunkId ? `; ${entry.betterChunkId} would` : '';
      lines.push(`    ${entry.marker} → "${shorten(entry.claim, 50)}": ${verdict}${better}`);
    }
  }
  if (facts) {
    const verified = facts.claims.filter((claim) => claim.verified).length;
    const detail =
      facts.method === 'unavailable'
        ? `default 0.5 (${facts.reason ?? 'could not run'})`
        : `${verified}/${countOf(facts.claims.length, 'claim')} verified` +
          (facts.unverifiedClaims.length > 0
            ? `; unverified: ${facts.unverifiedClaims.map((claim) => `"${shorten(claim, 40)}"`).join(', ')}`
            : '');
    lines.push(`  facts      ${facts.score.toFixed(2)}  ${facts.method}: ${detail}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Parses `alignment,citations,facts` (or `all`) as a flag gives it.
 * @throws ConfigurationError naming the allowed values.
 */
export function parseCheckList(value: string): CheckId[] {
  if (value.trim() === 'all') return [...CHECK_IDS];
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const parsed = checkIdSchema.array().min(1).safeParse(parts);
  if (!parsed.success) {
    throw new ConfigurationError(
      `--checks must be "all" or a comma list of ${CHECK_IDS.join(', ')}; got "${value}"`,
    );
  }
  return [...new Set(parsed.data)];
}
