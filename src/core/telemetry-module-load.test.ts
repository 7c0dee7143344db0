/**
 * Issue 23 item 5: with no tracer provider registered, faithcheck loads no OpenTelemetry module —
 * not at import (the root's static imports are checked by root-imports.test.ts) and not when it
 * checks, schedules or enqueues. The only way it loads the API is `createRequire` in
 * telemetry-api.ts, observed here; once a provider is registered, the same path loads it.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

const requested = vi.hoisted(() => [] as string[]);
vi.mock('node:module', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:module')>();
  const createRequire = (url: string | URL) => {
    const require = original.createRequire(url);
    return Object.assign((id: string) => {
      requested.push(id);
      return require(id);
    }, require);
  };
  return { ...original, createRequire, default: { ...original, createRequire } };
});

const { silentLogger } = await import('../logger.js');
const { mockJudge } = await import('../test/mock-judge.js');
const { verify } = await import('../verify.js');
const { createBackgroundRunner } = await import('../background/background-runner.js');
const { scheduleFaithfulnessCheck } = await import('../background/schedule-faithfulness-check.js');
const { isTelemetryRegistered, telemetryApi } = await import('./telemetry-api.js');

const response = 'The refund window is 30 days.';
const chunks = [{ id: 'kb', text: 'The refund window is 30 days.' }];
const judge = () =>
  mockJudge({
    claims: { [response]: [response] },
    verdicts: { [response]: { verdict: 'supported', evidence: [{ chunkId: 'kb', quote: response }] } },
  });

let unregister: (() => Promise<void>) | undefined;
afterAll(async () => unregister?.());

describe('OpenTelemetry is loaded only when a provider is registered', () => {
  it('no provider: verify, a background check and its scheduling load nothing', async () => {
    expect(isTelemetryRegistered()).toBe(false);
    await verify({ response, chunks, judge: judge(), logger: silentLogger });
    const runner = createBackgroundRunner({ name: 'test', concurrency: 1, maxQueued: 1 });
    await new Promise((resolve) =>
      scheduleFaithfulnessCheck({
        runner,
        enabled: true,
        store: false,
        logger: silentLogger,
        response,
        chunks,
        verifyOptions: { judge: judge() },
        onFinish: resolve,
      }),
    );
    expect(telemetryApi()).toBeNull();
    expect(requested.filter((id) => id.startsWith('@opentelemetry/'))).toEqual([]);
  });

  it('a registered provider: the API is loaded once, on the first check', async () => {
    const { registerTelemetry } = await import('./__fixtures__/in-memory-telemetry.js');
    const telemetry = registerTelemetry();
    unregister = telemetry.unregister;
    await verify({ response, chunks, judge: judge(), logger: silentLogger });
    await verify({ response, chunks, judge: judge(), logger: silentLogger });
    expect(requested.filter((id) => id.startsWith('@opentelemetry/'))).toEqual(['@opentelemetry/api']);
    expect(telemetry.spans().some((span) => span.name === 'faithcheck.check')).toBe(true);
  });
});
