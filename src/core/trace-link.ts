/**
 * The trace a deferred check belongs to. A check that runs later (`after()`, the background
 * runner, the durable queue's worker) reads the trace and span ids of the request that produced
 * the answer when it is scheduled, and its own span is then a child of that span, linked to it, so
 * its verdicts appear on the user's trace even though the request span ended long before.
 */
import { telemetryApi } from './telemetry-api.js';

/** A W3C trace context: 32 and 16 lower-case hex digits, and the trace flags (1 = sampled). */
export interface TraceLink {
  traceId: string;
  spanId: string;
  traceFlags: number;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * The active span's context on the caller's stack, or undefined (no provider, no active span, or
 * an invalid context). Loads nothing when no provider is registered.
 */
export function captureTraceLink(): TraceLink | undefined {
  const api = telemetryApi();
  if (!api) return undefined;
  try {
    const context = api.trace.getActiveSpan()?.spanContext();
    if (!context || !api.isSpanContextValid(context)) return undefined;
    return { traceId: context.traceId, spanId: context.spanId, traceFlags: context.traceFlags };
  } catch {
    return undefined;
  }
}

/** `00-TRACE-SPAN-FLAGS`, the `traceparent` header's form, as the queue's job stores it. */
export function toTraceparent(link: TraceLink): string {
  return `00-${link.traceId}-${link.spanId}-${(link.traceFlags & 0xff).toString(16).padStart(2, '0')}`;
}

/** The link a `traceparent` names, or undefined for anything else (an all-zero id included). */
export function fromTraceparent(value: string | null | undefined): TraceLink | undefined {
  const match = value ? TRACEPARENT.exec(value) : null;
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return undefined;
  return { traceId: match[1]!, spanId: match[2]!, traceFlags: Number.parseInt(match[3]!, 16) };
}
