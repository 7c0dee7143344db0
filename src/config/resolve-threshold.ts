import { resolveConfig } from './resolve-config.js';

/**
 * The threshold from the option, else the environment, else 0.7, synchronously (no file): for
 * callers outside a check, such as a failed queue job's report.
 * @throws ConfigurationError on a bad value.
 */
export function resolveThreshold(
  threshold: number | undefined,
  env: NodeJS.ProcessEnv = process.env,
): number {
  return resolveConfig({ request: { threshold }, env }).values.threshold;
}
