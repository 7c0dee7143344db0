/**
 * Readiness, as opposed to liveness: `/healthz` says the process answers (restart it if not);
 * `/readyz` says it can do its work — the store answers a query, and the job queue is usable when
 * one is configured — so a load balancer stops sending writes to an instance whose database is
 * down or frozen. Each probe has a deadline (a frozen database never answers), concurrent callers
 * share one run, and a failure's cause goes to the log, never into the public answer.
 */
import { describeError } from '../errors.js';
import type { Logger } from '../logger.js';

/** Resolves when the dependency is usable; rejects (or never settles) when it is not. */
export type ReadinessProbe = () => Promise<unknown>;

/** `/readyz`'s body. */
export interface Readiness {
  ok: boolean;
  /** Each probe by name: `ok`, `failed` or `timeout`. */
  checks: Record<string, 'ok' | 'failed' | 'timeout'>;
}

export const DEFAULT_READINESS_TIMEOUT_MS = 2_000;

/**
 * @example
 * const ready = createReadinessCheck({ probes: { store: () => store.list({ limit: 1 }) } });
 * (await ready()).ok // true when the store answered within 2 s
 */
export function createReadinessCheck(options: {
  probes: Readonly<Record<string, ReadinessProbe>>;
  timeoutMs?: number;
  logger: Logger;
}): () => Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_READINESS_TIMEOUT_MS;
  const runProbe = async (name: string, probe: ReadinessProbe): Promise<Readiness['checks'][string]> => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const outcome = await Promise.race([probe().then(() => 'ok' as const), deadline]);
      if (outcome === 'timeout')
        options.logger.warn(`[faithcheck] readiness: ${name} did not answer within ${timeoutMs} ms`);
      return outcome;
    } catch (error) {
      options.logger.warn(`[faithcheck] readiness: ${name} failed: ${describeError(error).message}`);
      return 'failed';
    } finally {
      clearTimeout(timer);
    }
  };
  let running: Promise<Readiness> | undefined;
  return () => {
    running ??= (async () => {
      const entries = Object.entries(options.probes);
      const results = await Promise.all(entries.map(([name, probe]) => runProbe(name, probe)));
      const checks = Object.fromEntries(entries.map(([name], index) => [name, results[index]!]));
      return { ok: results.every((result) => result === 'ok'), checks };
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
}
