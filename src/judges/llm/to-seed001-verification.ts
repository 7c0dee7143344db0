/**
 * Seed 001's `VerificationResult` (confidence, is_grounded, claims with status / evidence /
 * reasoning, suggested_corrections) as a view of a faithcheck report. The confidence is seed
 * 001's own formula (`scoreConfidence`) over the judged claims, whatever policy scored the report;
 * the model's `overall_confidence` and its corrections come from the LLM judge's metadata when the
 * caller has it (`VerifyClaimsResult.metadata`, or `report.metadata` where the report carries it).
 */
import { scoreConfidence } from '../../scoring/score-confidence.js';
import type { FaithfulnessReport } from '../../spec/report.js';
import type { Verdict } from '../../spec/verdict.js';

export type Seed001ClaimStatus = 'SUPPORTED' | 'UNSUPPORTED' | 'PARTIALLY_SUPPORTED';

export interface Seed001Verification {
  /** Seed 001's `calculate_confidence` over the judged claims. */
  confidence: number;
  /** The model's own `overall_confidence`, when the LLM judge gave one. */
  overall_confidence: number | null;
  /** No judged claim is unsupported (no evidence or contradicted). */
  is_grounded: boolean;
  claims: Array<{ claim: string; status: Seed001ClaimStatus; evidence: string | null; reasoning: string }>;
  suggested_corrections: string[];
}

const STATUS: Record<Verdict, Seed001ClaimStatus> = {
  supported: 'SUPPORTED',
  partially_supported: 'PARTIALLY_SUPPORTED',
  no_evidence: 'UNSUPPORTED',
  contradicted: 'UNSUPPORTED',
};

interface LlmMetadata {
  verification?: { overall_confidence?: number; suggested_corrections?: string[] };
  suggestedCorrections?: Array<{ claim: string; correction: string }>;
}

function llmMetadata(metadata: Record<string, unknown> | undefined): LlmMetadata {
  let node: unknown = metadata?.cascade ?? metadata;
  while (typeof node === 'object' && node !== null && 'llm' in node) node = (node as { llm: unknown }).llm;
  return typeof node === 'object' && node !== null ? (node as LlmMetadata) : {};
}

/**
 * Seed 001's view of a report. Claims the judge failed on are left out (they have no status).
 * @example
 * const result = await judge.verifyClaims({ claims, chunks });
 * toSeed001Verification(report, result.metadata).is_grounded;
 */
export function toSeed001Verification(
  report: FaithfulnessReport & { metadata?: Record<string, unknown> },
  metadata: Record<string, unknown> | undefined = report.metadata,
): Seed001Verification {
  const judged = report.claims.filter((claim) => claim.verdict !== null);
  const verdicts = judged.map((claim) => claim.verdict!);
  const llm = llmMetadata(metadata);
  const corrections = [
    ...(llm.suggestedCorrections ?? []).map((item) => item.correction),
    ...(llm.verification?.suggested_corrections ?? []),
  ];
  return {
    confidence: scoreConfidence({ verdicts }).score,
    overall_confidence: llm.verification?.overall_confidence ?? null,
    is_grounded: verdicts.every((verdict) => verdict === 'supported' || verdict === 'partially_supported'),
    claims: judged.map((claim) => ({
      claim: claim.claim,
      status: STATUS[claim.verdict!],
      evidence: claim.evidence[0]?.quote ?? null,
      reasoning: claim.reasoning,
    })),
    suggested_corrections: [...new Set(corrections)],
  };
}
