/**
 * Prometheus metrics for `GET /metrics`, in the text exposition format (version 0.0.4), written by
 * hand: a few counters and one histogram do not need a client library. Counts are per process,
 * since its start, as Prometheus counters are.
 */
import type { FaithfulnessReport } from '../spec/report.js';

/** Bucket upper bounds for the judge latency histogram, in seconds. */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface ServerMetrics {
  /** Count one finished check (stored or not). */
  recordCheck(report: FaithfulnessReport): void;
  /** Count one HTTP response by route pattern and status. */
  recordRequest(options: { method: string; route: string; status: number }): void;
  /** The exposition text. */
  render(): string;
}

function escapeLabel(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('"', '\\"');
}

function labels(values: Record<string, string>): string {
  const parts = Object.entries(values).map(([key, value]) => `${key}="${escapeLabel(value)}"`);
  return parts.length > 0 ? `{${parts.join(',')}}` : '';
}

/** @example const metrics = createServerMetrics(); metrics.recordCheck(report); metrics.render(); */
export function createServerMetrics(): ServerMetrics {
  const checks = new Map<string, number>();
  const flagged = new Map<string, number>();
  const bucketCounts = LATENCY_BUCKETS_SECONDS.map(() => 0);
  let latencyCount = 0;
  let latencySum = 0;
  const usage = { llmCalls: 0, inputTokens: 0, outputTokens: 0 };
  const requests = new Map<string, { method: string; route: string; status: string; count: number }>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  return {
    recordCheck(report) {
      const key = `${report.judge.id}\u0000${report.status}`;
      bump(checks, key);
      if (report.flagged) bump(flagged, key);
      const seconds = report.evaluationLatencyMs / 1000;
      LATENCY_BUCKETS_SECONDS.forEach((bound, index) => {
        if (seconds <= bound) bucketCounts[index]! += 1;
      });
      latencyCount += 1;
      latencySum += seconds;
      usage.llmCalls += report.usage.llmCalls;
      usage.inputTokens += report.usage.inputTokens;
      usage.outputTokens += report.usage.outputTokens;
    },
    recordRequest({ method, route, status }) {
      const key = `${method} ${route} ${status}`;
      const entry = requests.get(key) ?? { method, route, status: String(status), count: 0 };
      entry.count += 1;
      requests.set(key, entry);
    },
    render() {
      const lines: string[] = [];
      const counter = (name: string, help: string, map: Map<string, number>) => {
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
        if (map.size === 0) lines.push(`${name} 0`);
        for (const [key, value] of map) {
          const [judge = '', status = ''] = key.split('\u0000');
          lines.push(`${name}${labels({ judge, status })} ${value}`);
        }
      };
      counter('faithcheck_checks_total', 'Checks verified by this process.', checks);
      counter('faithcheck_flagged_total', 'Checks flagged (score below the threshold).', flagged);
      const histogram = 'faithcheck_judge_latency_seconds';
      lines.push(
        `# HELP ${histogram} Time verify() took per check (claim extraction and judging).`,
        `# TYPE ${histogram} histogram`,
      );
      LATENCY_BUCKETS_SECONDS.forEach((bound, index) => {
        lines.push(`${histogram}_bucket${labels({ le: String(bound) })} ${bucketCounts[index]}`);
      });
      lines.push(`${histogram}_bucket${labels({ le: '+Inf' })} ${latencyCount}`);
      lines.push(`${histogram}_sum ${latencySum}`, `${histogram}_count ${latencyCount}`);
      lines.push(
        '# HELP faithcheck_llm_calls_total LLM calls made by judges.',
        '# TYPE faithcheck_llm_calls_total counter',
        `faithcheck_llm_calls_total ${usage.llmCalls}`,
        '# HELP faithcheck_llm_tokens_total LLM tokens used by judges.',
        '# TYPE faithcheck_llm_tokens_total counter',
        `faithcheck_llm_tokens_total${labels({ direction: 'input' })} ${usage.inputTokens}`,
        `faithcheck_llm_tokens_total${labels({ direction: 'output' })} ${usage.outputTokens}`,
        '# HELP faithcheck_http_requests_total HTTP responses by route and status.',
        '# TYPE faithcheck_http_requests_total counter',
      );
      if (requests.size === 0) lines.push('faithcheck_http_requests_total 0');
      for (const entry of requests.values()) {
        lines.push(
          `faithcheck_http_requests_total${labels({ method: entry.method, route: entry.route, status: entry.status })} ${entry.count}`,
        );
      }
      return `${lines.join('\n')}\n`;
    },
  };
}
