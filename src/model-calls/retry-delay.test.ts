import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY_SETTINGS, parseRetryAfter, sleep } from './retry-delay.js';

describe('retry delays', () => {
  it('reads retry-after-ms, retry-after seconds and HTTP dates', () => {
    expect(parseRetryAfter({ 'retry-after-ms': '250', 'retry-after': '9' })).toBe(250);
    expect(parseRetryAfter({ 'Retry-After': '3' })).toBe(3000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }, now)).toBe(5000);
    expect(parseRetryAfter({ 'retry-after': 'soon' })).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });

  it('doubles the backoff up to the cap', () => {
    const settings = { ...DEFAULT_RETRY_SETTINGS, initialDelayMs: 100, maxDelayMs: 350 };
    expect([0, 1, 2, 3].map((retry) => backoffDelay(retry, settings))).toEqual([100, 200, 350, 350]);
  });

  it('sleep stops on abort', async () => {
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
