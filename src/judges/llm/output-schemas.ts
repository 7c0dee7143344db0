/**
 * The zod schemas of what the model must return for each prompt. Verdicts are plain strings here:
 * they are normalised per claim afterwards, so one unknown verdict fails that claim only, while
 * anything that breaks the shape fails the whole call.
 */
import { z } from 'zod';

export const evidenceOutputSchema = z.object({
  chunk_id: z.string(),
  quote: z.string(),
});

/** One verdict as the model gives it (seed 001's claim fields plus a confidence). */
export const verdictOutputSchema = z.object({
  verdict: z.string(),
  evidence: z.array(evidenceOutputSchema),
  reasoning: z.string(),
  confidence: z.number(),
  suggested_correction: z.string().nullable(),
});

/** Seed 001's answer-level fields. */
const verificationFields = {
  overall_confidence: z.number(),
  is_grounded: z.boolean(),
  suggested_corrections: z.array(z.string()),
};

const skippedOutputSchema = z.object({ text: z.string(), reason: z.string() });

export const singleCallOutputSchema = z.object({
  claims: z.array(verdictOutputSchema.extend({ claim: z.string() })),
  skipped: z.array(skippedOutputSchema),
  ...verificationFields,
});

export const extractClaimsOutputSchema = z.object({
  claims: z.array(z.string()),
  skipped: z.array(skippedOutputSchema),
});

export const verifyClaimsOutputSchema = z.object({
  verdicts: z.array(verdictOutputSchema.extend({ claim_id: z.string() })),
  ...verificationFields,
});

export const verifyClaimOutputSchema = verdictOutputSchema;

export type VerdictOutput = z.infer<typeof verdictOutputSchema>;
export type SingleCallOutput = z.infer<typeof singleCallOutputSchema>;
export type ExtractClaimsOutput = z.infer<typeof extractClaimsOutputSchema>;
export type VerifyClaimsOutput = z.infer<typeof verifyClaimsOutputSchema>;

/** Seed 001's verifier output, as kept in `VerifyClaimsResult.metadata.verification`. */
export interface Seed001Fields {
  overall_confidence: number;
  is_grounded: boolean;
  suggested_corrections: string[];
}
