/**
 * Seed 001's `VerificationResult` as a view of a report, under the name the LLM judge documents.
 * It is the same function as the corrective loop's `toVerificationResult` (one mapping, one set of
 * choices: lower-case statuses as seed 001's `ClaimStatus` values, `is_grounded` as the verifier's
 * judgement bounded by the report, the model's `overall_confidence` and corrections from the
 * judge's metadata); see `to-verification-result.ts`. It lives here, beside the mapping, so that
 * the LLM judge does not import the corrective loop.
 */
import type { ClaimStatus, VerificationResult } from './crag-result.js';
import { toVerificationResult } from './to-verification-result.js';

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
