/**
 * The part of `@opentelemetry/api` faithcheck uses, as its own structural types: the published
 * declarations must not name a package the user may not have (`@opentelemetry/api` is an optional
 * peer; `src/declarations.test.ts`). `telemetry.test.ts` checks that the real API satisfies them.
 */

/** Attribute values faithcheck sets: strings, numbers and booleans. */
export type TelemetryAttributes = Record<string, string | number | boolean>;

export interface TelemetrySpanContext {
  traceId: string;
  spanId: string;
  traceFlags: number;
  isRemote?: boolean;
}

export interface TelemetrySpan {
  spanContext(): TelemetrySpanContext;
  setAttributes(attributes: TelemetryAttributes): unknown;
  addEvent(name: string, attributes?: TelemetryAttributes): unknown;
  setStatus(status: { code: number; message?: string }): unknown;
  recordException(exception: Error | string): void;
  isRecording(): boolean;
  end(): void;
}

/** An OpenTelemetry `Context`: opaque here. */
export type TelemetryContext = object;

export interface TelemetrySpanOptions {
  attributes?: TelemetryAttributes;
  links?: Array<{ context: TelemetrySpanContext }>;
}

export interface TelemetryTracer {
  startSpan(name: string, options?: TelemetrySpanOptions, context?: TelemetryContext): TelemetrySpan;
  startActiveSpan<F extends (span: TelemetrySpan) => unknown>(
    name: string,
    options: TelemetrySpanOptions,
    fn: F,
  ): ReturnType<F>;
  startActiveSpan<F extends (span: TelemetrySpan) => unknown>(
    name: string,
    options: TelemetrySpanOptions,
    context: TelemetryContext,
    fn: F,
  ): ReturnType<F>;
}

export interface TelemetryApi {
  trace: {
    getTracer(name: string): TelemetryTracer;
    getActiveSpan(): TelemetrySpan | undefined;
    setSpanContext(context: TelemetryContext, spanContext: TelemetrySpanContext): TelemetryContext;
  };
  ROOT_CONTEXT: TelemetryContext;
  SpanStatusCode: { ERROR: number };
  isSpanContextValid(spanContext: TelemetrySpanContext): boolean;
}
