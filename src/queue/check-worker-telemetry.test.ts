/**
 * Issue 23 item 5, the durable queue: `enqueueCheck` records the trace of the request that
 * enqueued it (a W3C traceparent in the job), and the worker's check span is that request span's
 * child and links to it, with the evaluation events — in another process, hours later if need be.
 */
import { type Span, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RegisteredTelemetry, registerTelemetry } from '../core/__fixtures__/in-memory-telemetry.js';
import { fromTraceparent, toTraceparent } from '../core/trace-link.js';
import { silentLogger } from '../logger.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from '../store/__fixtures__/test-backends.js';
import { createStore } from '../store/create-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { echoJudge } from './__fixtures__/echo-judge.mjs';
import { type CheckQueue, createCheckQueue } from './check-queue.js';
import { startCheckWorker } from './check-worker.js';

describe('traceparent of a check job', () => {
  it('round-trips, and anything malformed is no link', () => {
    const link = { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: 1 };
    expect(toTraceparent(link)).toBe(`00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`);
    expect(fromTraceparent(toTraceparent(link))).toEqual(link);
    for (const bad of [
      undefined,
      '',
      'x',
      `00-${'0'.repeat(32)}-${'b'.repeat(16)}-01`,
      `01-${'a'.repeat(32)}-${'b'.repeat(16)}-01`,
    ])
      expect(fromTraceparent(bad)).toBeUndefined();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('the worker emits its check linked to the enqueuing request', () => {
  const databaseUrl = TEST_DATABASE_URL as string;
  const storeSchema = randomSchemaName('fc_otstore');
  const bossSchema = randomSchemaName('fc_otboss');
  let store: SqlCheckStore;
  let queue: CheckQueue;
  let telemetry: RegisteredTelemetry;

  beforeAll(async () => {
    store = await createStore({ databaseUrl, schema: storeSchema, env: {} });
    queue = createCheckQueue({ databaseUrl, schema: bossSchema, logger: silentLogger });
    await queue.start();
    telemetry = registerTelemetry();
  });
  afterAll(async () => {
    await telemetry?.unregister();
    await queue?.stop({ timeoutMs: 2000 });
    await store?.close();
    await dropSchema(databaseUrl, storeSchema);
    await dropSchema(databaseUrl, bossSchema);
  });

  it('the job carries the traceparent; the worker’s faithcheck.check span is its linked child', async () => {
    let request!: Span;
    const { jobId, checkId } = await trace
      .getTracer('app')
      .startActiveSpan('POST /v1/checks', async (span: Span) => {
        request = span;
        try {
          return await queue.enqueueCheck({
            response: 'Answer one.',
            chunks: ['Answer one.'],
            responseId: 'resp-7',
          });
        } finally {
          span.end();
        }
      });
    const { traceId, spanId } = request.spanContext();
    const job = await queue.boss.getJobById<{ traceparent?: string }>(queue.name, jobId);
    expect(job?.data.traceparent).toBe(`00-${traceId}-${spanId}-01`);

    const worker = await startCheckWorker({
      queue,
      store,
      concurrency: 1,
      pollingIntervalSeconds: 0.5,
      verifyOptions: { judge: echoJudge() },
    });
    // A generous deadline for a loaded machine, not what is asserted.
    await vi.waitFor(async () => expect(await store.get(checkId)).not.toBeNull(), {
      timeout: 20_000,
      interval: 100,
    });
    await worker.stop();
    const check = telemetry.spans().find((span) => span.name === 'faithcheck.check');
    expect(check?.spanContext().traceId).toBe(traceId);
    expect(check?.parentSpanContext?.spanId).toBe(spanId);
    expect(check?.links.map((link) => link.context.spanId)).toEqual([spanId]);
    expect(check?.attributes['faithcheck.job.id']).toBe(jobId);
    expect(check?.events[0]).toMatchObject({
      name: 'gen_ai.evaluation.result',
      attributes: { 'gen_ai.evaluation.name': 'faithfulness', 'gen_ai.response.id': 'resp-7' },
    });
  });
});
