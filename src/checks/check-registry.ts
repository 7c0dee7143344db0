/**
 * The answer-level checks (the three aspects: alignment, citations, facts), registered with an id, a description and what they use, so
 * that configuration, the CLI and `verifyWithChecks()` name them the same way. A test asserts the
 * registry is complete.
 */
import { z } from 'zod';
import { ConfigurationError } from '../errors.js';

export const CHECK_IDS = ['alignment', 'citations', 'facts'] as const;

/** `alignment` (answer–source alignment), `citations` (citation coverage), `facts` (fact verification). */
export type CheckId = (typeof CHECK_IDS)[number];

export const checkIdSchema = z.enum(CHECK_IDS);

export interface CheckDescriptor {
  id: CheckId;
  description: string;
  /** The weight of the check in the composite score. */
  compositeKey: 'alignment' | 'citation' | 'facts';
  /** What runs with a model, and what without. */
  withModel: string;
  withoutModel: string;
}

export const CHECKS: { readonly [Id in CheckId]: CheckDescriptor } = {
  alignment: {
    id: 'alignment',
    description: 'does the answer address the query and agree with the top 5 chunks?',
    compositeKey: 'alignment',
    withModel: 'one LLM call over query, top 5 chunks and answer (score, reasoning, contradictions)',
    withoutModel:
      "the report's claim verdicts (mean of 1 / 0.5 / 0 / 0), else keyword overlap with the top 5 chunks",
  },
  citations: {
    id: 'citations',
    description: 'are the sources cited (metadata identifiers, markers, citation phrases), and correctly?',
    compositeKey: 'citation',
    withModel: 'no model needed',
    withoutModel: 'sources cited / all sources + min(0.1 × pattern matches, 0.3), capped at 1',
  },
  facts: {
    id: 'facts',
    description: '1–5 key factual claims verified against the top 10 chunks',
    compositeKey: 'facts',
    withModel: 'one LLM call extracting and verifying up to 5 claims with supporting source numbers',
    withoutModel: "the report's verdicts on its (up to 5) key claims; 0.5 when nothing can be judged",
  },
};

/**
 * Validates a list of check ids.
 * @throws ConfigurationError naming the allowed ids.
 */
export function parseCheckIds(checks: readonly unknown[] | undefined): CheckId[] {
  const parsed = z.array(checkIdSchema).safeParse(checks ?? CHECK_IDS);
  if (!parsed.success) {
    throw new ConfigurationError(
      `checks must be a list of ${CHECK_IDS.join(', ')}; got ${JSON.stringify(checks)}`,
    );
  }
  return parsed.data;
}
