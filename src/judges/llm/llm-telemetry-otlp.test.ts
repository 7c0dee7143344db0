/**
 * Issue 23 item 5 over the wire: the application's SDK with a real OTLP/HTTP exporter sends a
 * check's spans and events to a receiver this test runs on 127.0.0.1 (what Langfuse, Phoenix or a
 * collector would receive). An LLM judge check shows its model call's span with token usage. A
 * receiver that answers 500 or never answers changes nothing about the check.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Span, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RegisteredTelemetry, registerTelemetry } from '../../core/__fixtures__/in-memory-telemetry.js';
import { silentLogger } from '../../logger.js';
import { verify } from '../../verify.js';
import { oracleResponder } from './__fixtures__/oracle-responder.js';
import { scriptedModel } from './__fixtures__/scripted-model.js';
import { llmJudge } from './llm-judge.js';

const chunks = [
  { id: 'policy', text: 'Refunds are accepted within 30 days of purchase. Shipping is free over $50.' },
];
const response = 'Refunds are accepted within 30 days. Shipping costs $10 on every order.';
const script = {
  'Refunds are accepted within 30 days.': {
    verdict: 'supported',
    chunkId: 'policy',
    quote: 'Refunds are accepted within 30 days',
  },
  'Shipping costs $10 on every order.': {
    verdict: 'contradicted',
    chunkId: 'policy',
    quote: 'Shipping is free over $50.',
  },
};

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: OtlpValue }>;
  events?: Array<{ name: string; attributes: Array<{ key: string; value: OtlpValue }> }>;
}

function value(item: OtlpValue): unknown {
  if (item.stringValue !== undefined) return item.stringValue;
  if (item.intValue !== undefined) return Number(item.intValue);
  if (item.doubleValue !== undefined) return item.doubleValue;
  return item.boolValue;
}
function attributes(list: Array<{ key: string; value: OtlpValue }> = []): Record<string, unknown> {
  return Object.fromEntries(list.map((entry) => [entry.key, value(entry.value)]));
}

/** An OTLP/HTTP JSON receiver on 127.0.0.1 that answers as `mode` says. */
async function startReceiver(mode: 'ok' | 'error' | 'hang') {
  const spans: OtlpSpan[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request: IncomingMessage, reply: ServerResponse) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.includes('json')) {
        const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
        };
        for (const resource of body.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      if (mode === 'hang') return void hanging.push(reply);
      reply.writeHead(mode === 'ok' ? 200 : 500, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
  return {
    url,
    spans,
    close: () =>
      new Promise<void>((resolve) => {
        for (const reply of hanging) reply.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let telemetry: RegisteredTelemetry | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
afterEach(async () => {
  await telemetry?.unregister();
  await receiver?.close();
  telemetry = undefined;
  receiver = undefined;
});

async function checkInRequest() {
  const model = scriptedModel(oracleResponder(script));
  const judge = llmJudge({ model, cache: false });
  return trace.getTracer('app').startActiveSpan('ai.generateText', async (span: Span) => {
    try {
      return await verify({ response, chunks, judge, logger: silentLogger, responseId: 'resp-42' });
    } finally {
      span.end();
    }
  });
}

describe('OTLP/HTTP export of a check', () => {
  it('sends the request span with the evaluation events, and the LLM call span with its token usage', async () => {
    receiver = await startReceiver('ok');
    const exporter = new OTLPTraceExporter({ url: receiver.url });
    telemetry = registerTelemetry({ processors: [new BatchSpanProcessor(exporter)] });
    const report = await checkInRequest();
    await telemetry.provider.forceFlush();

    const byName = (name: string) => receiver!.spans.filter((span) => span.name === name);
    const [request] = byName('ai.generateText');
    expect(request).toBeDefined();
    const events = request!.events ?? [];
    expect(events.map((event) => event.name)).toEqual([
      'gen_ai.evaluation.result',
      'faithfulness.claim',
      'faithfulness.claim',
    ]);
    expect(attributes(events[0]!.attributes)).toMatchObject({
      'gen_ai.evaluation.name': 'faithfulness',
      'gen_ai.evaluation.score.value': report.overallScore,
      'gen_ai.evaluation.score.label': 'flagged',
      'gen_ai.response.id': 'resp-42',
      'faithcheck.judge.id': 'llm',
      'faithcheck.judge.model': 'mock:scripted',
      'faithcheck.judge.prompt_version': 'v2/single-call',
      'faithcheck.judge.params': expect.stringMatching(/^context-tokens=24000 prompts=[0-9a-f]{12}$/),
    });
    expect(
      events.slice(1).map((event) => attributes(event.attributes)['faithfulness.claim.verdict']),
    ).toEqual(['supported', 'contradicted']);
    // One model call (single-call mode), under the extraction stage, with the usage the report counts.
    const calls = byName('faithcheck.llm_call');
    expect(calls).toHaveLength(1);
    expect(attributes(calls[0]!.attributes)).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'scripted',
      'gen_ai.provider.name': 'mock',
      'gen_ai.usage.input_tokens': report.usage.inputTokens,
      'gen_ai.usage.output_tokens': report.usage.outputTokens,
    });
    expect(report.usage.inputTokens).toBeGreaterThan(0);
    const [extract] = byName('faithcheck.extract');
    expect(calls[0]!.parentSpanId).toBe(extract!.spanId);
    expect(extract!.parentSpanId).toBe(request!.spanId);
    expect(new Set(receiver.spans.map((span) => span.traceId)).size).toBe(1);
  });

  it.each(['error', 'hang'] as const)(
    'a receiver that answers %s changes nothing about the check',
    async (mode) => {
      receiver = await startReceiver(mode);
      // SimpleSpanProcessor exports every span as it ends: the check meets the failing receiver at once.
      const { SimpleSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
      const exporter = new OTLPTraceExporter({ url: receiver.url, timeoutMillis: 60_000 });
      telemetry = registerTelemetry({ processors: [new SimpleSpanProcessor(exporter)] });
      const report = await checkInRequest();
      expect(report.status).toBe('ok');
      expect(report.claims.map((claim) => claim.verdict)).toEqual(['supported', 'contradicted']);
      // The exporter did reach the receiver; what it answered (or not) stayed with the exporter.
      // (A generous deadline for the request to arrive on a loaded machine, not what is asserted.)
      await vi.waitFor(() => expect(receiver!.spans.length).toBeGreaterThan(0), { timeout: 20_000 });
    },
  );
});
