/**
 * Issue 23 item 5: a check that runs later — the background runner, Next.js `after()` — reads the
 * trace of the request that produced the answer when it is scheduled, and its span is a child of
 * that request's span and links to it, though the request's span ended long before.
 */
import { type Span, trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RegisteredTelemetry, registerTelemetry } from '../core/__fixtures__/in-memory-telemetry.js';
import { CLAIM_EVENT, EVALUATION_EVENT } from '../core/evaluation-events.js';
import { nextAfterScheduler } from '../integrations/next.js';
import { silentLogger } from '../logger.js';
import { mockJudge } from '../test/mock-judge.js';
import { createBackgroundRunner } from './background-runner.js';
import type { FaithfulnessCheckOutcome } from './run-faithfulness-check.js';
import { scheduleFaithfulnessCheck } from './schedule-faithfulness-check.js';

// `next` is the app's dependency, not ours: the scheduler is given its own after() below.
vi.mock('next/server.js', () => ({ after: () => undefined }));

const response = 'The refund window is 60 days.';
const chunks = [{ id: 'kb-1', text: 'The refund window is 30 days from delivery.' }];
const judge = () =>
  mockJudge({
    claims: { [response]: [response] },
    verdicts: { [response]: { verdict: 'contradicted', evidence: [{ chunkId: 'kb-1', quote: '30 days' }] } },
  });

let telemetry: RegisteredTelemetry | undefined;
afterEach(async () => {
  await telemetry?.unregister();
  telemetry = undefined;
});

/** Runs `schedule` inside a request span that ends before the check runs; returns the request span. */
function inRequest(schedule: () => void): Span {
  return trace.getTracer('app').startActiveSpan('POST /api/chat', (span: Span) => {
    schedule();
    span.end();
    return span;
  });
}

function expectLinkedCheck(request: Span) {
  const spans = telemetry!.spans();
  const check = spans.find((span) => span.name === 'faithcheck.check');
  expect(check).toBeDefined();
  const { traceId, spanId } = request.spanContext();
  expect(check!.spanContext().traceId).toBe(traceId);
  expect(check!.parentSpanContext?.spanId).toBe(spanId);
  expect(check!.links.map((link) => link.context.spanId)).toEqual([spanId]);
  expect(check!.events.map((event) => event.name)).toEqual([EVALUATION_EVENT, CLAIM_EVENT]);
  expect(check!.events[0]!.attributes).toMatchObject({
    'gen_ai.evaluation.score.label': 'flagged',
    'gen_ai.response.id': 'resp-9',
  });
  // The judge's stages sit under the check's span.
  const extract = spans.find((span) => span.name === 'faithcheck.extract');
  expect(extract!.parentSpanContext?.spanId).toBe(check!.spanContext().spanId);
}

describe('deferred checks and the trace of their request', () => {
  it('scheduleFaithfulnessCheck: the check runs after the request span ended, as its linked child', async () => {
    telemetry = registerTelemetry();
    const runner = createBackgroundRunner({ name: 'test', concurrency: 1, maxQueued: 10 });
    let finished!: Promise<FaithfulnessCheckOutcome>;
    const request = inRequest(() => {
      finished = new Promise((resolve) => {
        scheduleFaithfulnessCheck({
          runner,
          enabled: true,
          store: false,
          logger: silentLogger,
          response,
          chunks,
          responseId: 'resp-9',
          verifyOptions: { judge: judge() },
          onFinish: resolve,
        });
      });
    });
    expect(telemetry.spans().map((span) => span.name)).toEqual(['POST /api/chat']); // nothing ran yet
    const outcome = await finished;
    expect(outcome.report?.flagged).toBe(true);
    expectLinkedCheck(request);
  });

  it('Next.js after(): the trace is read when scheduled, not when after() runs the task', async () => {
    telemetry = registerTelemetry();
    const pending: Array<() => unknown> = [];
    const runner = createBackgroundRunner({ name: 'test', concurrency: 1, maxQueued: 10 });
    const schedule = nextAfterScheduler({
      after: (task) => void pending.push(task),
      runner,
      logger: silentLogger,
    });
    const request = inRequest(() =>
      schedule({
        enabled: true,
        store: false,
        logger: silentLogger,
        response,
        chunks,
        responseId: 'resp-9',
        verifyOptions: { judge: judge() },
      }),
    );
    // after() runs the task once the response is sent: outside the request's context.
    await Promise.all(pending.map((task) => task()));
    expectLinkedCheck(request);
  });

  it('scheduled outside any span: a trace of its own, no link', async () => {
    telemetry = registerTelemetry();
    const runner = createBackgroundRunner({ name: 'test', concurrency: 1, maxQueued: 10 });
    await new Promise<FaithfulnessCheckOutcome>((resolve) =>
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
    const check = telemetry.spans().find((span) => span.name === 'faithcheck.check');
    expect(check!.parentSpanContext).toBeUndefined();
    expect(check!.links).toEqual([]);
    expect(check!.events[0]!.name).toBe(EVALUATION_EVENT);
  });
});
