/**
 * The report: the library's return value and the CLI's `--json` output. Field names are a contract
 * (DESIGN.md); the background-check specification's `FaithfulnessResult` fields (`claims[].claim/supported/sourceChunkId/
 * reasoning`, `overallScore`, `flagged`, `evaluationLatencyMs`) are a subset of it.
 */
import type { Evidence, JudgeFailure, SkippedSentence, Span } from './claim.js';
import type { JudgeInfo } from './judge.js';
import type { Usage } from './usage.js';
import type { Verdict } from './verdict.js';

export type PolicyId = 'ratio' | 'weighted' | 'confidence' | 'composite';

/** The confidence levels of the `confidence` policy: high ≥ 0.9, medium ≥ 0.7, low ≥ 0.5, very low below. */
export type ConfidenceLevel = 'high' | 'medium' | 'low' | 'very_low';

/** A verifier-side verdict that was changed after the judge gave it, and why. */
export interface Downgrade {
  from: Verdict;
  reason: string;
}

export interface ClaimReport {
  /** The claim text (`FaithfulnessClaimResult.claim`). */
  claim: string;
  span: Span | null;
  /** `null` only when the judge failed on this claim (see `error`). */
  verdict: Verdict | null;
  /** `verdict === 'supported'` (`FaithfulnessClaimResult.supported`). */
  supported: boolean;
  /** The chunk of the first evidence quote, or `null` (`FaithfulnessClaimResult.sourceChunkId`). */
  sourceChunkId: string | null;
  evidence: Evidence[];
  reasoning: string;
  confidence: number | null;
  /** Present when the mechanical evidence check changed the judge's verdict. */
  downgrade?: Downgrade;
  /** Present when the judge failed on this claim; such a claim is left out of the score. */
  error?: JudgeFailure;
  /** The claim's language (ISO 639-1), present when the answer mixes languages. */
  language?: string;
}

export interface ReportIssue {
  /** Stable machine-readable code, e.g. `low_faithfulness`, `judge_error`, `evidence_downgrade`. */
  code: string;
  message: string;
}

/**
 * How the report came to be:
 * - `ok`: every claim judged;
 * - `partial`: some claims have judge errors and were left out of the score;
 * - `degraded`: the judge failed (its call, or on every claim) and the degradation policy gave a
 *   fallback or no-op result, or it does not read the language of some claims (`unsupported_language`
 *   errors on them, an issue naming the language);
 * - `disabled`: the feature gate is off (the no-op result);
 * - `failed`: a queued check that could not run at all and was dead-lettered; `error` says why.
 *   It is stored flagged (someone should look at it) with no claims, never as a pass.
 */
export type ReportStatus = 'ok' | 'partial' | 'degraded' | 'disabled' | 'failed';

/** How the alignment score was produced (an LLM call; keyword overlap is the fallback). */
export type AlignmentMethod = 'llm' | 'keyword_overlap' | 'local_claims';

/** Answer–source alignment (the first of the three aspects): does the answer match the top 5 chunks? */
export interface AlignmentCheckResult {
  /** 0–1. */
  score: number;
  method: AlignmentMethod;
  reasoning: string;
  /** The LLM's view: does the answer address the query? (`llm` method only.) */
  addressesQuery?: boolean;
  /** Contradictions the LLM found between answer and sources (`llm` method only). */
  contradictions?: string[];
  /** `keyword_overlap`: the share of the answer's content words found in each of the top 5 chunks. */
  chunkOverlaps?: Array<{ chunkId: string; overlap: number }>;
  /** Set when the LLM was asked and failed; the score then comes from the fallback `method`. */
  error?: JudgeFailure;
  /** The prompt the LLM was asked with, `<version>/<name>` (e.g. `v2/alignment`); absent when no model was asked. */
  promptVersion?: string;
}

/** One citation marker in the answer, the claim it is attached to, and whether the cited chunk backs it. */
export interface CitationMapping {
  /** The marker as written, e.g. `[Source: 1]`, `[2]`, `according to the AAPL 10-Q`. */
  marker: string;
  start: number;
  end: number;
  /** The sentence the marker is attached to, without its markers. */
  claim: string;
  claimSpan: Span;
  /** Every chunk the marker resolves to (by number, id or metadata identifiers). */
  citedChunkIds: string[];
  /** The cited chunk that supports the claim, else the first cited chunk; `null` when unresolved. */
  chunkId: string | null;
  /** `null` when the marker names no chunk or the claim cannot be checked. */
  supportsClaim: boolean | null;
  /** A chunk that supports the claim when the cited one does not. */
  betterChunkId: string | null;
  /** `claim_verdicts` (the report's evidence), `lexical` (content-word coverage), `unresolved`. */
  method: 'claim_verdicts' | 'lexical' | 'unresolved';
}

/** Citation coverage (the second of the three aspects). */
export interface CitationCheckResult {
  /** min(found / total + min(0.1 × pattern matches, 0.3), 1). */
  score: number;
  /** Sources cited explicitly (by metadata identifier, number or id). */
  found: number;
  /** All sources given. */
  total: number;
  citedChunkIds: string[];
  /** The identifiers that were found in the answer, e.g. `AAPL`, `10-Q`, `AAPL 10-Q 2023`. */
  identifiersFound: string[];
  explicitCoverage: number;
  patternBonus: number;
  /** Every citation pattern match (`[Source: 1]`, `(Source: 1)`, `[1]`, "according to", …). */
  patterns: Array<{ pattern: string; match: string; start: number }>;
  perCitation: CitationMapping[];
}

/** How the fact score was produced; `unavailable` means the default 0.5. */
export type FactMethod = 'llm' | 'claim_verdicts' | 'unavailable';

/** Fact verification (the third of the three aspects): 1–5 key factual claims checked against the top 10 chunks. */
export interface FactCheckResult {
  /** verified / total; 0.5 when the check cannot run. */
  score: number;
  method: FactMethod;
  claims: Array<{
    claim: string;
    verified: boolean;
    supportingChunkIds: string[];
    confidence: number | null;
  }>;
  /** Unique chunk ids that support a verified claim (`verified_sources` in `AspectVerification`). */
  verifiedSources: string[];
  /** `unverified_claims` in `AspectVerification`. */
  unverifiedClaims: string[];
  /** Why the check could not run, when `method` is `unavailable`. */
  reason?: string;
  /** Set when the LLM was asked and failed. */
  error?: JudgeFailure;
  /** The prompt the LLM was asked with, `<version>/<name>` (e.g. `v2/facts`); absent when no model was asked. */
  promptVersion?: string;
}

/** The answer-level checks (the three aspects), as `verifyWithChecks()` ran them. */
export interface AnswerChecks {
  alignment?: AlignmentCheckResult;
  citations?: CitationCheckResult;
  facts?: FactCheckResult;
  /** Model calls and tokens the checks themselves used (also added to the report's `usage`). */
  usage: Usage;
}

export interface FaithfulnessReport {
  overallScore: number;
  policy: PolicyId;
  threshold: number;
  flagged: boolean;
  level: ConfidenceLevel;
  /** True when the answer had no check-worthy claims: score 1.0 by definition. */
  vacuous: boolean;
  status: ReportStatus;
  /**
   * The answer's language (ISO 639-1 where one exists, e.g. `en`, `de`, `ru`; `und` when too short
   * to tell). Claims carry their own `language` when the answer mixes languages.
   */
  language?: string;
  claims: ClaimReport[];
  skipped: SkippedSentence[];
  issues: ReportIssue[];
  usage: Usage;
  evaluationLatencyMs: number;
  judge: JudgeInfo;
  /** What explains the score: the policy's own metadata (counts, weights, penalties). */
  scoreDetails: Record<string, unknown>;
  warnings: string[];
  /** What the judge reported about its calls (cascade counts, cache hits, the verifier's answer-level judgement), merged over batches. */
  metadata?: Record<string, unknown>;
  /** Set when status is `degraded`: the error that caused it. */
  error?: JudgeFailure;
  /** The answer-level checks (alignment, citation coverage, facts) when `verifyWithChecks()` ran them. */
  checks?: AnswerChecks;
}
