/**
 * Loads the durable queue's module, which imports pg-boss: an optional peer dependency, since
 * pg-boss 12 needs Node ≥ 22.12 and most users of faithcheck (Node ≥ 20.11) never use the queue.
 * Without it, every path to the queue (`enqueueCheck()`, `faithcheck worker`, `faithcheck serve`)
 * gets the same `ConfigurationError` saying what to install.
 */
import { ConfigurationError } from '../errors.js';

/** The queue's package: an optional peer, installed by apps that use the durable queue. */
export const PG_BOSS_PACKAGE = 'pg-boss';

/** Whether `error` says that `name` (a package) is not installed. */
export function isMissingPackage(error: unknown, name: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
    (message.includes(`'${name}'`) || message.includes(`"${name}"`))
  );
}

/** The error every path to the queue gives when pg-boss is not installed. */
export function missingPgBossError(cause?: unknown): ConfigurationError {
  return new ConfigurationError(
    `the durable queue needs the ${PG_BOSS_PACKAGE} package (an optional peer dependency; pg-boss 12 needs Node ≥ 22.12): npm install ${PG_BOSS_PACKAGE}@12`,
    cause === undefined ? undefined : { cause },
  );
}

/**
 * `queue/check-queue.js`, loaded on first use.
 * @throws ConfigurationError when pg-boss is not installed.
 * @example const { createCheckQueue } = await loadCheckQueueModule();
 */
export async function loadCheckQueueModule(): Promise<typeof import('./check-queue.js')> {
  try {
    return await import('./check-queue.js');
  } catch (error) {
    if (isMissingPackage(error, PG_BOSS_PACKAGE)) throw missingPgBossError(error);
    throw error;
  }
}
