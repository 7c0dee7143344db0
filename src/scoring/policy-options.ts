/**
 * The options each scoring policy accepts, as strict zod schemas, so that a misspelt option
 * (`{ thresold: 0.5 }`) is refused with its name instead of silently scoring with the defaults.
 * Every way in (the API's `policy.options`, `verify({ policy })`, the config file) goes through
 * `resolvePolicy`, which calls `parsePolicyOptions`.
 */
import { z } from 'zod';
import { ConfigurationError } from '../errors.js';
import type { PolicyId } from '../spec/report.js';

const compositeParts = z
  .object({ alignment: z.number().optional(), citation: z.number().optional(), facts: z.number().optional() })
  .strict();

/** One strict schema per policy; unknown keys are errors. */
export const POLICY_OPTION_SCHEMAS: { readonly [Id in PolicyId]: z.ZodType } = {
  ratio: z.object({}).strict(),
  weighted: z
    .object({
      strictMode: z.boolean().optional(),
      // Verdict names are checked (and normalised) by `resolveVerdictWeights`.
      verdictScores: z.record(z.string(), z.number()).optional(),
    })
    .strict(),
  confidence: z.object({ penalty: z.number().optional(), bonus: z.number().optional() }).strict(),
  composite: z.object({ weights: compositeParts.optional(), thresholds: compositeParts.optional() }).strict(),
};

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((key) => `"${path ? `${path}.` : ''}${key}"`).join(', ');
    return `unknown option${issue.keys.length > 1 ? 's' : ''} ${names}`;
  }
  return `option "${path}": ${issue.message.replace(/^Invalid input: /, '')}`;
}

/**
 * Check `options` against the policy's schema.
 * @throws ConfigurationError naming the unknown or mistyped option and the accepted ones.
 * @example parsePolicyOptions('weighted', { thresold: 0.5 }) // throws: policy "weighted": unknown option "thresold" …
 */
export function parsePolicyOptions(id: PolicyId, options: unknown): void {
  if (options === undefined) return;
  const schema = POLICY_OPTION_SCHEMAS[id];
  const parsed = schema.safeParse(options);
  if (parsed.success) return;
  const accepted = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const known = accepted.length > 0 ? `; it accepts ${accepted.join(', ')}` : '; it takes no options';
  throw new ConfigurationError(`policy "${id}": ${describeIssue(parsed.error.issues[0]!)}${known}`);
}
