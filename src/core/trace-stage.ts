/**
 * Spans around faithcheck's stages (`faithcheck.extract`, `faithcheck.verify`, LLM calls, a
 * deferred check), only when a tracer provider is registered. The stage's own result and errors
 * pass through unchanged: a span that cannot start, an SDK that throws, or an exporter that throws
 * or never answers cannot change, fail or delay the stage (spans are ended, never flushed, here).
 */
import type { Usage } from '../spec/usage.js';
import { faithcheckTracer, safely, type TelemetryApi, telemetryApi } from './telemetry-api.js';
import type { TelemetryAttributes as Attributes, TelemetrySpan as Span } from './telemetry-types.js';
import type { TraceLink } from './trace-link.js';

export interface TraceStageOptions<T> {
  attributes?: Attributes;
  /** Attributes read off the result (token usage, counts), set before the span ends. */
  describe?: (result: T) => Attributes;
  /**
   * The parent: this span, linked too (a deferred check's request); `null`: a trace of its own.
   * Default: the active span.
   */
  parent?: TraceLink | null;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function startStage<T>(
  api: TelemetryApi,
  name: string,
  options: TraceStageOptions<T>,
  run: (span: Span | null) => Promise<T>,
): Promise<T> {
  let started = false;
  const body = async (span: Span): Promise<T> => {
    started = true;
    try {
      const result = await run(span);
      if (options.describe) safely(() => span.setAttributes(options.describe!(result)));
      return result;
    } catch (error) {
      safely(() => {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: api.SpanStatusCode.ERROR, message: errorMessage(error) });
      });
      throw error;
    } finally {
      safely(() => span.end());
    }
  };
  try {
    const tracer = faithcheckTracer(api);
    const attributes = options.attributes ?? {};
    if (options.parent === undefined) return tracer.startActiveSpan(name, { attributes }, body);
    if (options.parent === null) return tracer.startActiveSpan(name, { attributes }, api.ROOT_CONTEXT, body);
    const parentContext = { ...options.parent, isRemote: true };
    const context = api.trace.setSpanContext(api.ROOT_CONTEXT, parentContext);
    return tracer.startActiveSpan(name, { attributes, links: [{ context: parentContext }] }, context, body);
  } catch (error) {
    if (started) throw error;
    return run(null); // the SDK failed before the stage began: run it untraced
  }
}

/**
 * Runs `run` inside span `name` when telemetry is on; otherwise just runs it.
 * @example await traceStage('faithcheck.extract', () => judge.extractClaims(options), { attributes })
 */
export function traceStage<T>(
  name: string,
  run: (span: Span | null) => Promise<T>,
  options: TraceStageOptions<T> = {},
): Promise<T> {
  const api = telemetryApi();
  return api ? startStage(api, name, options, run) : run(null);
}

/** Token usage in the GenAI conventions' names, plus the number of model calls. */
export function usageAttributes(usage: Usage): Attributes {
  return {
    'gen_ai.usage.input_tokens': usage.inputTokens,
    'gen_ai.usage.output_tokens': usage.outputTokens,
    'faithcheck.usage.llm_calls': usage.llmCalls,
  };
}
