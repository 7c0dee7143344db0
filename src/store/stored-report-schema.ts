/**
 * The shape of a report as it is stored and served: what `save()` accepts and what the API's
 * OpenAPI document describes (`api-schemas.ts` reuses these objects). The review page and
 * `faithcheck flagged` read `claims[]` element by element, so a claim that is not an object with a
 * text, a verdict (or null for a judge error) and an evidence list is refused at the door rather
 * than stored to break every page that lists it later. Extra fields pass through unchanged.
 */
import { z } from 'zod';
import { VERDICTS, type Verdict } from '../spec/verdict.js';

const spanSchema = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });

/** One claim of a report. `verdict: null` is a judge error on that claim (see `error`). */
export const claimReportSchema = z.looseObject({
  claim: z.string(),
  span: spanSchema.nullable().optional(),
  verdict: z.enum(VERDICTS as [Verdict, ...Verdict[]]).nullable(),
  supported: z.boolean().optional(),
  evidence: z.array(
    z.looseObject({ chunkId: z.string(), quote: z.string(), start: z.number(), end: z.number() }),
  ),
  reasoning: z.string().optional(),
  confidence: z.number().nullable().optional(),
});

/** The report fields the store's columns need, plus well-formed claims; the rest is kept as given. */
export const storedReportSchema = z.looseObject({
  overallScore: z.number().min(0).max(1),
  flagged: z.boolean(),
  threshold: z.number().min(0).max(1),
  policy: z.string(),
  level: z.enum(['high', 'medium', 'low', 'very_low']),
  vacuous: z.boolean().optional(),
  status: z.enum(['ok', 'partial', 'degraded', 'disabled', 'failed']),
  claims: z.array(claimReportSchema),
  issues: z.array(z.looseObject({ code: z.string(), message: z.string() })),
  usage: z.object({ llmCalls: z.number(), inputTokens: z.number(), outputTokens: z.number() }),
  evaluationLatencyMs: z.number().min(0),
  judge: z.looseObject({
    id: z.string(),
    modelId: z.string().optional(),
    promptVersion: z.string().optional(),
    paramsFingerprint: z.string().optional(),
  }),
});
