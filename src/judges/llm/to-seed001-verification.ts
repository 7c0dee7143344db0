/**
 * Seed 001's `VerificationResult` as a view of a report, under the name the LLM judge documents.
 * It is the same function as the corrective loop's `toVerificationResult` (one mapping, one set of
 * choices: lower-case statuses as seed 001's `ClaimStatus` values, `is_grounded` as the verifier's
 * judgement bounded by the report, the model's `overall_confidence` and corrections from the
 * judge's metadata); see `src/correct/to-verification-result.ts`.
 */
import type { ClaimStatus, VerificationResult } from '../../correct/crag-result.js';
import { toVerificationResult } from '../../correct/to-verification-result.js';

/** Seed 001's claim status: the enum *values* (`supported`, …), as `VerifiedClaim` holds them. */
export type Seed001ClaimStatus = ClaimStatus;

/** Seed 001's `VerificationResult` (the same type as `VerificationResult`). */
export type Seed001Verification = VerificationResult;

/**
 * Alias of `toVerificationResult`.
 * @example
 * const result = await judge.verifyClaims({ claims, chunks });
 * toSeed001Verification(report, result.metadata).is_grounded;
 */
export const toSeed001Verification: typeof toVerificationResult = toVerificationResult;
