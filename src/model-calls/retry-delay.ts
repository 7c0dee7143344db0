/**
 * How long to wait before retrying a model call: the server's `retry-after-ms` / `retry-after`
 * when it sent one (that is what a 429 means), else exponential backoff. No jitter, so the retry
 * schedule is predictable and testable; the attempt budget bounds the total.
 */

export interface RetrySettings {
  /** Retries after the first attempt. Default 2 (three attempts in all). */
  maxRetries: number;
  /** First backoff delay. Default 500 ms; doubled each retry. */
  initialDelayMs: number;
  /** Longest wait, backoff or `retry-after`. A server asking for longer ends the retries. Default 30 s. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_SETTINGS: RetrySettings = {
  maxRetries: 2,
  initialDelayMs: 500,
  maxDelayMs: 30_000,
};

/**
 * Milliseconds a `retry-after-ms` or `retry-after` header asks for, or `undefined`.
 * @example parseRetryAfter({ 'retry-after': '2' }) // 2000
 */
export function parseRetryAfter(
  headers: Record<string, string> | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const milliseconds = Number.parseFloat(lower['retry-after-ms'] ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return Math.round(milliseconds);
  const raw = lower['retry-after']?.trim();
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.round(Number.parseFloat(raw) * 1000);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The backoff delay before retry number `retry` (0 for the first retry). */
export function backoffDelay(retry: number, settings: RetrySettings): number {
  return Math.min(settings.maxDelayMs, settings.initialDelayMs * 2 ** retry);
}

/** Waits `ms`, rejecting as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
