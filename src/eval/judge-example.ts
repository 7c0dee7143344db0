/**
 * Judges one labelled example the way `verify()` would judge that claim: the claim is given (no
 * extraction), the context becomes chunks `c1…cN`, the judge's `verifyClaims` is called directly,
 * and the same mechanical evidence check is applied, so that eval measures what users get — a
 * `supported` verdict whose quote is not in the chunks counts as the `no_evidence` users would see.
 */
import { createDeadline, raceDeadline } from '../core/abort.js';
import { ZERO_USAGE } from '../core/usage.js';
import { describeError, JudgeResponseError, VerificationAbortedError } from '../errors.js';
import { ChunkIndex, checkEvidence } from '../evidence/check-evidence.js';
import type { Chunk } from '../spec/chunk.js';
import type { Claim, JudgeFailure } from '../spec/claim.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { Downgrade } from '../spec/report.js';
import type { Usage } from '../spec/usage.js';
import type { Verdict } from '../spec/verdict.js';
import type { GoldLabel, LabelledExample } from './read-labelled-examples.js';

/** What the judge made of one example. */
export interface ExamplePrediction {
  id: string;
  dataset: string;
  claim: string;
  gold: GoldLabel;
  /** `supported` only when the verdict (after the evidence check) is `supported`; `null` on a judge error. */
  predicted: GoldLabel | null;
  verdict: Verdict | null;
  confidence: number | null;
  reasoning: string;
  /** Present when the evidence check downgraded the judge's verdict. */
  downgrade?: Downgrade;
  /** Present when the judge failed: the example is not a prediction and is left out of the metrics. */
  error?: JudgeFailure;
  /** Wall-clock time of the judge call and the evidence check. */
  latencyMs: number;
  usage: Usage;
}

/** The judge's view of an example: one claim without a span, chunks `c1…cN` from the context. */
export function exampleToJudgeInput(example: LabelledExample): { claims: Claim[]; chunks: Chunk[] } {
  return {
    claims: [{ text: example.claim, span: null }],
    chunks: example.context.map((text, index) => ({ id: `c${index + 1}`, text })),
  };
}

export interface JudgeExampleOptions {
  example: LabelledExample;
  judge: JudgeV1;
  /** Per-example deadline in ms; a timeout is a judge error. Default 60 000. */
  timeoutMs?: number;
  abortSignal?: AbortSignal;
}

/**
 * Judge one example. Judge failures (thrown, or an error judgement) are returned as `error`.
 * @throws VerificationAbortedError when `abortSignal` fires.
 */
export async function judgeExample(options: JudgeExampleOptions): Promise<ExamplePrediction> {
  const { example, judge } = options;
  const { claims, chunks } = exampleToJudgeInput(example);
  const base = { id: example.id, dataset: example.dataset, claim: example.claim, gold: example.label };
  const deadline = createDeadline(options.timeoutMs ?? 60_000, options.abortSignal);
  const startedAt = performance.now();
  const failed = (failure: JudgeFailure, usage: Usage = { ...ZERO_USAGE }): ExamplePrediction => ({
    ...base,
    predicted: null,
    verdict: null,
    confidence: null,
    reasoning: '',
    error: failure,
    latencyMs: performance.now() - startedAt,
    usage,
  });
  try {
    const result = await raceDeadline(
      judge.verifyClaims({
        claims,
        chunks,
        query: example.query ?? undefined,
        abortSignal: deadline.signal,
      }),
      deadline,
    );
    const usage = { ...ZERO_USAGE, ...result.usage };
    if (result.judgements.length !== 1) {
      const error = new JudgeResponseError(
        `judge returned ${result.judgements.length} judgements for 1 claim`,
      );
      return failed(describeError(error), usage);
    }
    const judgement = result.judgements[0]!;
    if (!judgement.ok) return failed(judgement.error, usage);
    const { ok: _ok, ...verdict } = judgement;
    const checked = checkEvidence(verdict, new ChunkIndex(chunks), { claim: example.claim });
    const prediction: ExamplePrediction = {
      ...base,
      predicted: checked.verdict.verdict === 'supported' ? 'supported' : 'unsupported',
      verdict: checked.verdict.verdict,
      confidence: checked.verdict.confidence,
      reasoning: checked.verdict.reasoning,
      latencyMs: performance.now() - startedAt,
      usage,
    };
    if (checked.downgrade) prediction.downgrade = checked.downgrade;
    return prediction;
  } catch (error) {
    if (options.abortSignal?.aborted)
      throw new VerificationAbortedError({ cause: options.abortSignal.reason });
    return failed(describeError(error));
  } finally {
    deadline.dispose();
  }
}
