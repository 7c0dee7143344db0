/** Defaults `verify()` reads when the caller does not say: threshold and its environment variable. */
import { ConfigurationError } from './errors.js';

/** Seed 000's threshold: responses scoring below it are flagged. */
export const FAITHFULNESS_THRESHOLD = 0.7;

export type DegradationPolicy = 'noop' | 'fallback' | 'throw';

export function resolveThreshold(
  threshold: number | undefined,
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (threshold !== undefined) return validateThreshold(threshold, 'the threshold option');
  const fromEnv = env.FAITHFULNESS_THRESHOLD;
  if (fromEnv !== undefined && fromEnv.trim() !== '')
    return validateThreshold(Number(fromEnv), 'FAITHFULNESS_THRESHOLD');
  return FAITHFULNESS_THRESHOLD;
}

function validateThreshold(value: number, source: string): number {
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new ConfigurationError(`${source} must be a number between 0 and 1, got ${JSON.stringify(value)}`);
  }
  return value;
}
