/**
 * OpenTelemetry, only when the application uses it. `@opentelemetry/api` is an optional peer:
 * faithcheck loads it only once a tracer provider is registered, which it can tell without loading
 * anything (the API keeps its registrations on `globalThis` under a symbol shared by every copy of
 * API 1.x). With no provider, every telemetry call site costs one property read and loads nothing.
 * The API is required synchronously because the trace context of a deferred check must be read on
 * the caller's stack, when the check is scheduled (`captureTraceLink`).
 */
import { createRequire } from 'node:module';
import type { TelemetryApi, TelemetryTracer } from './telemetry-types.js';

export type { TelemetryApi } from './telemetry-types.js';

/** Where API 1.x registers its globals (`Symbol.for('opentelemetry.js.api.1')` in `global-utils`). */
const GLOBAL_KEY = Symbol.for('opentelemetry.js.api.1');

/** `undefined`: not tried yet; `null`: registered but the package cannot be loaded from here. */
let loaded: TelemetryApi | null | undefined;

/** Whether the application registered a tracer provider (reads one global, loads nothing). */
export function isTelemetryRegistered(): boolean {
  const registry = (globalThis as Record<symbol, { trace?: unknown } | undefined>)[GLOBAL_KEY];
  return registry?.trace !== undefined;
}

/**
 * The OpenTelemetry API when a tracer provider is registered, else null. Never throws: a provider
 * registered through a copy of the API this package cannot resolve means no telemetry.
 */
export function telemetryApi(): TelemetryApi | null {
  if (!isTelemetryRegistered()) return null;
  if (loaded === undefined) {
    try {
      loaded = createRequire(import.meta.url)('@opentelemetry/api') as TelemetryApi;
    } catch {
      loaded = null;
    }
  }
  return loaded;
}

/** The tracer faithcheck's spans and events come from. */
export function faithcheckTracer(api: TelemetryApi): TelemetryTracer {
  return api.trace.getTracer('faithcheck');
}

/** Runs a telemetry call; a failing SDK or exporter never reaches the check. */
export function safely(run: () => void): void {
  try {
    run();
  } catch {
    // telemetry is an observer: its failures are not the check's
  }
}
