/**
 * The background-check specification's result shape and its no-op value, apart from `checkFaithfulness()` so
 * that the root can export the constant without loading the verifier (issue 20 item 12).
 */

/** The background-check specification's per-claim verdict. */
export interface FaithfulnessClaimResult {
  claim: string;
  supported: boolean;
  sourceChunkId: string | null;
  reasoning: string;
}

/** The background-check specification's aggregate result; the full `FaithfulnessReport` is a superset of it. */
export interface FaithfulnessResult {
  claims: FaithfulnessClaimResult[];
  overallScore: number;
  flagged: boolean;
  evaluationLatencyMs: number;
}

/** The exact no-op result the background-check specification returns when the check is disabled. */
export const NOOP_FAITHFULNESS_RESULT: Readonly<FaithfulnessResult> = Object.freeze({
  claims: [],
  overallScore: 1.0,
  flagged: false,
  evaluationLatencyMs: 0,
});
