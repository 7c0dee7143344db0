/**
 * An OpenTelemetry SDK registered globally for a test, as an application would register its own:
 * a tracer provider whose spans go to an in-memory exporter (or the exporter given), and the
 * AsyncLocalStorage context manager so that the active span follows awaits.
 */
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';

export interface RegisteredTelemetry {
  exporter: InMemorySpanExporter;
  provider: BasicTracerProvider;
  /** Finished spans so far. */
  spans(): ReadableSpan[];
  /**
   * Unregisters everything (the globals are per process). The provider's shutdown is not awaited:
   * it waits for pending exports, and a test's exporter may never answer on purpose.
   */
  unregister(): Promise<void>;
}

export function registerTelemetry(
  options: { exporter?: SpanExporter; processors?: SpanProcessor[] } = {},
): RegisteredTelemetry {
  const exporter = new InMemorySpanExporter();
  const processors = options.processors ?? [
    new SimpleSpanProcessor(options.exporter ?? exporter),
    ...(options.exporter ? [new SimpleSpanProcessor(exporter)] : []),
  ];
  const provider = new BasicTracerProvider({ spanProcessors: processors });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  trace.setGlobalTracerProvider(provider);
  return {
    exporter,
    provider,
    spans: () => exporter.getFinishedSpans(),
    async unregister() {
      trace.disable();
      context.disable();
      void provider.shutdown().catch(() => undefined);
    },
  };
}
