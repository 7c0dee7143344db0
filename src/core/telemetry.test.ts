/**
 * Issue 23 item 5: with a tracer provider registered, a check emits the GenAI evaluation event and
 * one event per claim on the active span, and its stages get spans; an exporter that throws or
 * never answers changes nothing about the check.
 */
import * as OpenTelemetryApi from '@opentelemetry/api';
import { type Span, trace } from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { type RegisteredTelemetry, registerTelemetry } from './__fixtures__/in-memory-telemetry.js';
import { CLAIM_EVENT, EVALUATION_EVENT } from './evaluation-events.js';
import { judgeIdentity } from './judge-identity.js';
import { telemetryApi } from './telemetry-api.js';
import type { TelemetryApi } from './telemetry-types.js';

const response = 'The refund window is 60 days. Shipping is free.';
const chunks = [{ id: 'policy', text: 'The refund window is 30 days. Shipping is free on every order.' }];
function judge() {
  return Object.assign(
    mockJudge({
      claims: { [response]: ['The refund window is 60 days.', 'Shipping is free.'] },
      verdicts: {
        'The refund window is 60 days.': {
          verdict: 'contradicted',
          evidence: [{ chunkId: 'policy', quote: 'The refund window is 30 days.' }],
          confidence: 0.9,
        },
        'Shipping is free.': {
          verdict: 'supported',
          evidence: [{ chunkId: 'policy', quote: 'Shipping is free on every order.' }],
          confidence: 0.8,
        },
      },
    }),
    { modelId: 'mock-1', promptVersion: 'p1', paramsFingerprint: 'fp-1' },
  );
}

let telemetry: RegisteredTelemetry | undefined;
afterEach(async () => {
  await telemetry?.unregister();
  telemetry = undefined;
});

function named(spans: ReadableSpan[], name: string): ReadableSpan[] {
  return spans.filter((span) => span.name === name);
}

describe('OpenTelemetry, inline checks', () => {
  it('the real API satisfies the structural types faithcheck declares (checked by tsc)', () => {
    const api: TelemetryApi = OpenTelemetryApi;
    expect(typeof api.trace.getTracer).toBe('function');
  });

  it('without a provider nothing is loaded or emitted, and the report is the same', async () => {
    expect(telemetryApi()).toBeNull();
    const report = await verify({ response, chunks, judge: judge(), logger: silentLogger });
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['contradicted', 'supported']);
  });

  it('puts gen_ai.evaluation.result and one faithfulness.claim per claim on the active span', async () => {
    telemetry = registerTelemetry();
    const tracer = trace.getTracer('app');
    const report = await tracer.startActiveSpan('ai.streamText', async (span: Span) => {
      try {
        return await verify({ response, chunks, judge: judge(), logger: silentLogger, responseId: 'resp-1' });
      } finally {
        span.end();
      }
    });
    const [request] = named(telemetry.spans(), 'ai.streamText');
    const events = request!.events;
    expect(events.map((event) => event.name)).toEqual([EVALUATION_EVENT, CLAIM_EVENT, CLAIM_EVENT]);
    expect(events[0]!.attributes).toMatchObject({
      'gen_ai.evaluation.name': 'faithfulness',
      'gen_ai.evaluation.score.value': report.overallScore,
      'gen_ai.evaluation.score.label': 'flagged',
      'gen_ai.response.id': 'resp-1',
      'faithcheck.judge.id': 'mock',
      'faithcheck.judge.model': 'mock-1',
      'faithcheck.judge.prompt_version': 'p1',
      'faithcheck.judge.params': 'fp-1',
      'faithcheck.judge.identity': judgeIdentity(report.judge),
    });
    expect(String(events[0]!.attributes!['gen_ai.evaluation.explanation'])).toMatch(
      /1 of 2 judged claims supported; score 0\.50 \(ratio\), threshold 0\.7.*below the threshold/,
    );
    expect(events[1]!.attributes).toEqual({
      'faithfulness.claim.index': 0,
      'faithfulness.claim.verdict': 'contradicted',
      'faithfulness.claim.confidence': 0.9,
      'faithfulness.claim.span.start': 0,
      'faithfulness.claim.span.end': 29,
      'faithfulness.claim.chunk_id': 'policy',
    });
    expect(events[2]!.attributes).toMatchObject({ 'faithfulness.claim.verdict': 'supported' });
    // The judge's stages are children of the request's span.
    const [extract] = named(telemetry.spans(), 'faithcheck.extract');
    const [verifyStage] = named(telemetry.spans(), 'faithcheck.verify');
    for (const stage of [extract!, verifyStage!]) {
      expect(stage.parentSpanContext?.spanId).toBe(request!.spanContext().spanId);
      expect(stage.spanContext().traceId).toBe(request!.spanContext().traceId);
    }
    expect(extract!.attributes).toMatchObject({
      'faithcheck.claims.count': 2,
      'faithcheck.judge.id': 'mock',
    });
    expect(verifyStage!.attributes).toMatchObject({
      'faithcheck.claims.count': 2,
      'faithcheck.judge_errors.count': 0,
    });
  });

  it('with no active span the events go on a faithcheck.check span of their own', async () => {
    telemetry = registerTelemetry();
    await verify({ response, chunks, judge: judge(), logger: silentLogger });
    const [check] = named(telemetry.spans(), 'faithcheck.check');
    expect(check!.events.map((event) => event.name)).toEqual([EVALUATION_EVENT, CLAIM_EVENT, CLAIM_EVENT]);
    expect(check!.events[0]!.attributes?.['gen_ai.response.id']).toBeUndefined();
  });

  it('a judge stage that fails is an error span; the check degrades as it always did', async () => {
    telemetry = registerTelemetry();
    const failing = mockJudge({ claims: { [response]: new Error('extraction exploded') } });
    const report = await verify({ response, chunks, judge: failing, logger: silentLogger });
    expect(report.status).toBe('degraded');
    const [extract] = named(telemetry.spans(), 'faithcheck.extract');
    expect(extract!.status).toMatchObject({ code: 2, message: 'extraction exploded' });
    const [check] = named(telemetry.spans(), 'faithcheck.check');
    expect(check!.events[0]!.attributes).toMatchObject({ 'faithcheck.check.status': 'degraded' });
  });
});

describe('OpenTelemetry: an exporter that fails never affects a check', () => {
  const baseline = async () =>
    (await verify({ response, chunks, judge: judge(), logger: silentLogger })).claims.map(
      (claim) => claim.verdict,
    );

  function exporterThat(behaviour: 'throws' | 'never answers') {
    const exported: string[] = [];
    const exporter: SpanExporter = {
      export(spans: ReadableSpan[], _done: (result: ExportResult) => void) {
        exported.push(...spans.map((span) => span.name));
        if (behaviour === 'throws') throw new Error('exporter down');
        // 'never answers': the callback is never called
      },
      shutdown: () => Promise.resolve(),
    };
    return { exporter, exported };
  }

  it.each(['throws', 'never answers'] as const)('an exporter that %s', async (behaviour) => {
    const expected = await baseline();
    const { exporter, exported } = exporterThat(behaviour);
    telemetry = registerTelemetry({ exporter });
    const report = await verify({ response, chunks, judge: judge(), logger: silentLogger });
    expect(report.claims.map((claim) => claim.verdict)).toEqual(expected);
    expect(report.status).toBe('ok');
    // The spans did reach the failing exporter: it was asked, and it failed.
    expect(exported).toEqual(
      expect.arrayContaining(['faithcheck.extract', 'faithcheck.verify', 'faithcheck.check']),
    );
  });

  it('a span processor that throws on start and end', async () => {
    const expected = await baseline();
    telemetry = registerTelemetry({
      processors: [
        {
          onStart() {
            throw new Error('onStart failed');
          },
          onEnd() {
            throw new Error('onEnd failed');
          },
          forceFlush: () => Promise.resolve(),
          shutdown: () => Promise.resolve(),
        },
      ],
    });
    const report = await verify({ response, chunks, judge: judge(), logger: silentLogger });
    expect(report.claims.map((claim) => claim.verdict)).toEqual(expected);
  });
});
