/**
 * A finished check as OpenTelemetry events, in the GenAI semantic conventions' shape: one
 * `gen_ai.evaluation.result` (name `faithfulness`, the overall score, `flagged` or `passed`, an
 * explanation, the response id when known, the judge's identity) and one `faithfulness.claim` per
 * claim (verdict, confidence, span, chunk id). Span events, not log records: Langfuse and Phoenix
 * read spans over OTLP, and the events travel with the span they describe. Claim texts are not
 * sent: the trace backend receives verdicts, never the user's content.
 */
import type { FaithfulnessReport } from '../spec/report.js';
import { judgeIdentity } from './judge-identity.js';
import { faithcheckTracer, safely, type TelemetryApi } from './telemetry-api.js';
import type { TelemetryAttributes as Attributes, TelemetrySpan as Span } from './telemetry-types.js';

export const EVALUATION_EVENT = 'gen_ai.evaluation.result';
export const CLAIM_EVENT = 'faithfulness.claim';
/** Longest explanation sent; the issues beyond it are cut. */
const MAX_EXPLANATION_CHARS = 1000;

export interface EvaluationEventOptions {
  /** The model response's id (the AI SDK's `response.id`): `gen_ai.response.id`. */
  responseId?: string;
}

function explanation(report: FaithfulnessReport): string {
  const judged = report.claims.filter((claim) => claim.verdict !== null);
  const supported = judged.filter((claim) => claim.verdict === 'supported').length;
  const head = report.vacuous
    ? 'no check-worthy claims'
    : `${supported} of ${judged.length} judged claims supported`;
  const text = [
    `${head}; score ${report.overallScore.toFixed(2)} (${report.policy}), threshold ${report.threshold}; status ${report.status}`,
    ...report.issues.map((issue) => issue.message),
  ].join('; ');
  return text.length > MAX_EXPLANATION_CHARS ? `${text.slice(0, MAX_EXPLANATION_CHARS - 1)}…` : text;
}

/** The attributes of the `gen_ai.evaluation.result` event. */
export function evaluationAttributes(
  report: FaithfulnessReport,
  options: EvaluationEventOptions = {},
): Attributes {
  const { judge } = report;
  const attributes: Attributes = {
    'gen_ai.evaluation.name': 'faithfulness',
    'gen_ai.evaluation.score.value': report.overallScore,
    'gen_ai.evaluation.score.label': report.flagged ? 'flagged' : 'passed',
    'gen_ai.evaluation.explanation': explanation(report),
    'faithcheck.judge.id': judge.id,
    'faithcheck.judge.identity': judgeIdentity(judge),
    'faithcheck.check.status': report.status,
    'faithcheck.check.threshold': report.threshold,
    'faithcheck.claims.count': report.claims.length,
  };
  if (options.responseId) attributes['gen_ai.response.id'] = options.responseId;
  if (judge.modelId) attributes['faithcheck.judge.model'] = judge.modelId;
  if (judge.promptVersion) attributes['faithcheck.judge.prompt_version'] = judge.promptVersion;
  if (judge.paramsFingerprint) attributes['faithcheck.judge.params'] = judge.paramsFingerprint;
  return attributes;
}

/** The attributes of each claim's `faithfulness.claim` event, in claim order. */
export function claimAttributes(report: FaithfulnessReport): Attributes[] {
  return report.claims.map((claim, index) => {
    const attributes: Attributes = {
      'faithfulness.claim.index': index,
      'faithfulness.claim.verdict': claim.verdict ?? 'error',
    };
    if (claim.confidence !== null) attributes['faithfulness.claim.confidence'] = claim.confidence;
    if (claim.span) {
      attributes['faithfulness.claim.span.start'] = claim.span.start;
      attributes['faithfulness.claim.span.end'] = claim.span.end;
    }
    const chunkId = claim.sourceChunkId ?? claim.evidence[0]?.chunkId;
    if (chunkId) attributes['faithfulness.claim.chunk_id'] = chunkId;
    if (claim.error) attributes['faithfulness.claim.error'] = claim.error.code;
    return attributes;
  });
}

function addEvents(span: Span, report: FaithfulnessReport, options: EvaluationEventOptions): void {
  span.addEvent(EVALUATION_EVENT, evaluationAttributes(report, options));
  for (const attributes of claimAttributes(report)) span.addEvent(CLAIM_EVENT, attributes);
}

/**
 * Adds the events to the active span (the AI SDK's `experimental_telemetry` span when the check
 * runs inline, a deferred check's own span), or to a `faithcheck.check` span of their own when no
 * span is recording. Never throws.
 */
export function emitEvaluationEvents(
  api: TelemetryApi,
  report: FaithfulnessReport,
  options: EvaluationEventOptions = {},
): void {
  safely(() => {
    const active = api.trace.getActiveSpan();
    if (active?.isRecording()) {
      addEvents(active, report, options);
      return;
    }
    const span = faithcheckTracer(api).startSpan('faithcheck.check');
    try {
      addEvents(span, report, options);
    } finally {
      span.end();
    }
  });
}
