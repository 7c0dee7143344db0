/**
 * Judges one labelled example the way `verify()` would judge that sentence: the judge's own
 * `extractClaims` turns the labelled sentence into claims (it skips preambles and meta lines,
 * strips list markers, splits compound sentences), the context becomes chunks `c1…cN`, every claim
 * is verified, and the same mechanical evidence check is applied — so eval measures what users get.
 * The sentence counts as supported only when all of its claims are. A sentence the extractor skips
 * is not a prediction: it is returned with `skipped` (and counted apart, never silently dropped).
 * `extract: false` feeds the sentence to `verifyClaims` as one claim, as published benchmarks do.
 */
import { createDeadline, raceDeadline } from '../core/abort.js';
import { addUsage, ZERO_USAGE } from '../core/usage.js';
import { describeError, JudgeResponseError, VerificationAbortedError } from '../errors.js';
import { ChunkIndex, checkEvidence } from '../evidence/check-evidence.js';
import type { Chunk } from '../spec/chunk.js';
import type { Claim, JudgeFailure, SkippedSentence } from '../spec/claim.js';
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
  /**
   * Present when the extractor found nothing to check in the sentence (e.g. a preamble): not a
   * prediction; counted apart in the summary (`skipped`).
   */
  skipped?: Pick<SkippedSentence, 'reason'>;
  /** How many claims the sentence was judged as (1 without extraction). */
  claimCount?: number;
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
  /** Extract claims from the sentence first, as `verify()` does. Default true. */
  extract?: boolean;
}

/** The claim that decides a sentence: the first one not supported, else the least confident. */
function decidingIndex(verdicts: ReadonlyArray<{ verdict: Verdict; confidence: number }>): number {
  const unsupported = verdicts.findIndex((entry) => entry.verdict !== 'supported');
  if (unsupported >= 0) return unsupported;
  let lowest = 0;
  verdicts.forEach((entry, index) => {
    if (entry.confidence < verdicts[lowest]!.confidence) lowest = index;
  });
  return lowest;
}

/**
 * Judge one example. Judge failures (thrown, or an error judgement) are returned as `error`.
 * @throws VerificationAbortedError when `abortSignal` fires.
 */
export async function judgeExample(options: JudgeExampleOptions): Promise<ExamplePrediction> {
  const { example, judge } = options;
  const { chunks } = exampleToJudgeInput(example);
  const query = example.query ?? undefined;
  const base = { id: example.id, dataset: example.dataset, claim: example.claim, gold: example.label };
  const deadline = createDeadline(options.timeoutMs ?? 60_000, options.abortSignal);
  const startedAt = performance.now();
  const spent: Usage[] = [];
  const failed = (failure: JudgeFailure): ExamplePrediction => ({
    ...base,
    predicted: null,
    verdict: null,
    confidence: null,
    reasoning: '',
    error: failure,
    latencyMs: performance.now() - startedAt,
    usage: addUsage(ZERO_USAGE, ...spent),
  });
  try {
    let claims: Claim[] = [{ text: example.claim, span: null }];
    if (options.extract ?? true) {
      const extraction = await raceDeadline(
        judge.extractClaims({ response: example.claim, query, chunks, abortSignal: deadline.signal }),
        deadline,
      );
      spent.push(extraction.usage);
      if (extraction.claims.length === 0) {
        const reason = extraction.skipped[0]?.reason ?? 'no_claims';
        return {
          ...base,
          predicted: null,
          verdict: null,
          confidence: null,
          reasoning: `skipped by claim extraction (${reason})`,
          skipped: { reason },
          claimCount: 0,
          latencyMs: performance.now() - startedAt,
          usage: addUsage(ZERO_USAGE, ...spent),
        };
      }
      claims = extraction.claims;
    }
    const result = await raceDeadline(
      judge.verifyClaims({
        claims,
        chunks,
        query,
        response: example.claim,
        abortSignal: deadline.signal,
      }),
      deadline,
    );
    spent.push(result.usage);
    if (result.judgements.length !== claims.length) {
      const error = new JudgeResponseError(
        `judge returned ${result.judgements.length} judgements for ${claims.length} claim${claims.length === 1 ? '' : 's'}`,
      );
      return failed(describeError(error));
    }
    const index = new ChunkIndex(chunks);
    const checked = [];
    for (const [position, judgement] of result.judgements.entries()) {
      if (!judgement.ok) return failed(judgement.error);
      const { ok: _ok, ...verdict } = judgement;
      checked.push(checkEvidence(verdict, index, { claim: claims[position]!.text }));
    }
    const deciding = decidingIndex(checked.map((entry) => entry.verdict));
    const decided = checked[deciding]!;
    const reasoning =
      claims.length === 1
        ? decided.verdict.reasoning
        : `claim ${deciding + 1} of ${claims.length} ("${claims[deciding]!.text}"): ${decided.verdict.reasoning}`;
    const prediction: ExamplePrediction = {
      ...base,
      predicted: decided.verdict.verdict === 'supported' ? 'supported' : 'unsupported',
      verdict: decided.verdict.verdict,
      confidence: decided.verdict.confidence,
      reasoning,
      claimCount: claims.length,
      latencyMs: performance.now() - startedAt,
      usage: addUsage(ZERO_USAGE, ...spent),
    };
    if (decided.downgrade) prediction.downgrade = decided.downgrade;
    return prediction;
  } catch (error) {
    if (options.abortSignal?.aborted)
      throw new VerificationAbortedError({ cause: options.abortSignal.reason });
    return failed(describeError(error));
  } finally {
    deadline.dispose();
  }
}
