/**
 * What the model must return for each prompt, as output definitions for `callModel`. The schema
 * sent to the provider has the verdict as an enum of the four verdicts, so a provider with strict
 * structured output can only answer with one of them; the reply is validated against the same
 * shape with the verdict as any string (`accept`), because providers that do not enforce schemas
 * answer in other vocabularies ("SUPPORTED", "not enough info"), which are normalised per claim
 * afterwards: one unknown verdict fails that claim only, while anything that breaks the shape
 * fails the whole call. Field descriptions are left out: every token of the schema is sent on
 * every call, and the prompt already says what each field means.
 */
import { z } from 'zod';
import type { ModelOutput } from '../../model-calls/call-model.js';
import { VERDICTS } from '../../spec/verdict.js';

const strictVerdict = z.enum(VERDICTS as [string, ...string[]]);

/** The strict and the accepting schema of one output, from one description of its shape. */
function defineOutput<Schema extends z.ZodType>(
  name: string,
  shape: (verdict: z.ZodType<string>) => Schema,
): ModelOutput<Schema, Schema> {
  return { name, schema: shape(strictVerdict), accept: shape(z.string()) };
}

export const evidenceOutputSchema = z.object({
  chunk_id: z.string(),
  quote: z.string(),
});

/** One verdict as the model gives it (the corrective loop's verifier claim fields plus a confidence). */
const verdictFields = (verdict: z.ZodType<string>) => ({
  verdict,
  evidence: z.array(evidenceOutputSchema),
  reasoning: z.string(),
  confidence: z.number(),
  suggested_correction: z.string().nullable(),
});

/** The verifier's judgement of the whole answer (the corrective loop reads it). */
const verificationFields = {
  overall_confidence: z.number(),
  is_grounded: z.boolean(),
  suggested_corrections: z.array(z.string()),
};

const skippedOutputSchema = z.object({ text: z.string(), reason: z.string() });

export const singleCallOutput = defineOutput('verification', (verdict) =>
  z.object({
    claims: z.array(z.object({ claim: z.string(), ...verdictFields(verdict) })),
    skipped: z.array(skippedOutputSchema),
    ...verificationFields,
  }),
);

export const extractClaimsOutput: ModelOutput<z.ZodType<ExtractClaimsOutput>> = {
  name: 'claims',
  schema: z.object({ claims: z.array(z.string()), skipped: z.array(skippedOutputSchema) }),
};

export const verifyClaimsOutput = defineOutput('claim_verdicts', (verdict) =>
  z.object({
    verdicts: z.array(z.object({ claim_id: z.string(), ...verdictFields(verdict) })),
    ...verificationFields,
  }),
);

export const verifyClaimOutput = defineOutput('claim_verdict', (verdict) => z.object(verdictFields(verdict)));

/** Verdicts are strings here: a non-strict provider may use another vocabulary. */
export interface VerdictOutput {
  verdict: string;
  evidence: Array<{ chunk_id: string; quote: string }>;
  reasoning: string;
  confidence: number;
  suggested_correction: string | null;
}
export interface ExtractClaimsOutput {
  claims: string[];
  skipped: Array<{ text: string; reason: string }>;
}

/** The verifier's judgement of the whole answer, as kept in `VerifyClaimsResult.metadata.verification`. */
export interface AnswerJudgementOutput {
  overall_confidence: number;
  is_grounded: boolean;
  suggested_corrections: string[];
}
