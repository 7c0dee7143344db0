/**
 * The corrective loop's verification shape (`CorrectiveVerification`): a report seen the way the
 * corrective-RAG specification's verifier reports it (`confidence`, `is_grounded`, `claims[].status`,
 * `suggested_corrections`, snake_case on the wire), and the one mapping to it. The specification
 * shows its verifier's output twice, and the two disagree on spelling; the choices:
 *
 * - `status` holds the `ClaimStatus` enum *values*, lower case (`supported`, `unsupported`,
 *   `partially_supported`): that is what the specification's `VerifiedClaim` dataclass stores. The
 *   upper-case names are only the wire format of its verifier prompt, which the LLM judge parses.
 * - `confidence` is the `confidence` policy (`calculate_confidence`) over the judged claims,
 *   whatever policy scored the report (when the policy is `confidence`, it is the report's own
 *   score); the model's own `overall_confidence` is kept apart, `null` without one.
 * - `is_grounded` is the verifier's judgement, and never more generous than the report: true only
 *   when the check completed (not `degraded`), the report is not flagged (its score reaches its
 *   threshold), and the LLM verifier — when it judged (`is_grounded` in the judge's metadata) —
 *   said so too. A model persuaded to say "grounded" by text in a chunk cannot override evidence
 *   that failed the mechanical check.
 * - Claims the judge failed on stay in `claims`, with `status: null` and the `error`: a failure is
 *   shown, never turned into a verdict or silently dropped.
 * - `suggested_corrections`: for each claim that is not fully supported, the model's correction
 *   when it wrote one for that claim, else faithcheck's own (`suggestCorrection`); then the model's
 *   free-standing corrections; no duplicates.
 *
 * One shape per result: the fields are snake_case only (no camel-case aliases). The origin of the
 * shape is traced in `docs/specifications.md`.
 */
import { scoreConfidence } from '../scoring/score-confidence.js';
import type { JudgeFailure } from '../spec/claim.js';
import type { ClaimReport, FaithfulnessReport } from '../spec/report.js';
import type { Verdict } from '../spec/verdict.js';

/**
 * The `ClaimStatus` enum values (`ClaimStatus.SUPPORTED.value == "supported"`). The verifier prompt
 * writes the member names (`"SUPPORTED"`) in JSON; the dataclass holds the values.
 */
export type ClaimStatus = 'supported' | 'unsupported' | 'partially_supported';

/** One claim as the corrective loop's verifier reports it, plus faithcheck's verdict (and error). */
export interface VerifiedClaim {
  claim: string;
  /** `null` only when the judge failed on this claim (see `error`): a failure is not a verdict. */
  status: ClaimStatus | null;
  /** The first evidence quote, or `null`. */
  evidence: string | null;
  reasoning: string;
  verdict: Verdict | null;
  error?: JudgeFailure;
}

/** The corrective loop's verification of one answer, with the full report it came from. */
export interface CorrectiveVerification {
  /** The `confidence` policy (`calculate_confidence`) over the judged claims. */
  confidence: number;
  /** The LLM verifier's own `overall_confidence`, when it gave one; else `null`. */
  overall_confidence: number | null;
  /** The verifier's judgement; see this module's comment. */
  is_grounded: boolean;
  claims: VerifiedClaim[];
  suggested_corrections: string[];
  report: FaithfulnessReport;
}

const STATUS: Record<Verdict, ClaimStatus> = {
  supported: 'supported',
  partially_supported: 'partially_supported',
  no_evidence: 'unsupported',
  contradicted: 'unsupported',
};

/** What the LLM judge leaves in its metadata (possibly under `cascade`, or nested `llm` keys). */
interface LlmMetadata {
  verification?: { overall_confidence?: unknown; is_grounded?: unknown; suggested_corrections?: unknown };
  suggestedCorrections?: Array<{ claim: string; correction: string }>;
}

function llmMetadata(metadata: Record<string, unknown> | undefined): LlmMetadata {
  let node: unknown = metadata?.cascade ?? metadata;
  while (typeof node === 'object' && node !== null && 'llm' in node) node = (node as { llm: unknown }).llm;
  return typeof node === 'object' && node !== null ? (node as LlmMetadata) : {};
}

/** A correction a reader can act on, for each claim that is not fully supported. */
function suggestCorrection(claim: ClaimReport): string | null {
  const quote = claim.evidence[0];
  if (claim.verdict === 'contradicted')
    return quote
      ? `Correct "${claim.claim}": [${quote.chunkId}] says "${quote.quote}".`
      : `Correct "${claim.claim}": the context contradicts it.`;
  if (claim.verdict === 'no_evidence')
    return `Remove or source "${claim.claim}": no evidence in the context.`;
  if (claim.verdict === 'partially_supported')
    return `Narrow "${claim.claim}" to what ${quote ? `[${quote.chunkId}]` : 'the context'} supports.`;
  return null;
}

/**
 * The corrective loop's view of a report (the choices are in this module's comment).
 * @param metadata the judge's metadata (`VerifyClaimsResult.metadata`); default `report.metadata`.
 * @example
 * const report = await verify({ response, chunks, judge: llmJudge(), policy: 'confidence' });
 * const result = toCorrectiveVerification(report);
 * result.is_grounded; result.claims[0]?.status; // 'supported' | 'unsupported' | 'partially_supported' | null
 */
export function toCorrectiveVerification(
  report: FaithfulnessReport,
  metadata: Record<string, unknown> | undefined = report.metadata,
): CorrectiveVerification {
  const llm = llmMetadata(metadata);
  const verdicts = report.claims.flatMap((claim) => (claim.verdict === null ? [] : [claim.verdict]));
  const confidence =
    report.policy === 'confidence' ? report.overallScore : scoreConfidence({ verdicts }).score;
  const modelConfidence = llm.verification?.overall_confidence;
  const modelGrounded = llm.verification?.is_grounded;
  const grounded =
    report.status !== 'degraded' && !report.flagged && (typeof modelGrounded !== 'boolean' || modelGrounded);

  const byClaim = new Map((llm.suggestedCorrections ?? []).map((item) => [item.claim, item.correction]));
  const listed = llm.verification?.suggested_corrections;
  const corrections = [
    ...report.claims.map((claim) =>
      claim.verdict === null || claim.verdict === 'supported'
        ? null
        : (byClaim.get(claim.claim) ?? suggestCorrection(claim)),
    ),
    ...(Array.isArray(listed) ? listed : []),
  ].filter((text): text is string => typeof text === 'string' && text !== '');

  return {
    confidence,
    overall_confidence: typeof modelConfidence === 'number' ? modelConfidence : null,
    is_grounded: grounded,
    claims: report.claims.map((claim) => ({
      claim: claim.claim,
      status: claim.verdict === null ? null : STATUS[claim.verdict],
      evidence: claim.evidence[0]?.quote ?? null,
      reasoning: claim.reasoning,
      verdict: claim.verdict,
      ...(claim.error ? { error: claim.error } : {}),
    })),
    suggested_corrections: [...new Set(corrections)],
    report,
  };
}
