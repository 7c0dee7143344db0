/**
 * Judging for the stream: each finished sentence's claims go to the judge as soon as it completes,
 * and claims that arrive while a call is running wait for the next call, together (one call for
 * all waiting sentences, never one per sentence). With the cascade judge the two stages run apart:
 * the local stage answers at once, and only the claims it is unsure of go to the LLM stage — which
 * never stops the stream; its verdict comes later as `final`.
 */
import { addUsage, ZERO_USAGE } from '../core/usage.js';
import { describeError } from '../errors.js';
import { type CascadeJudge, decidedLocally } from '../judges/cascade/cascade-judge.js';
import type { Chunk } from '../spec/chunk.js';
import type { Claim, ClaimJudgement } from '../spec/claim.js';
import type { JudgeV1, VerifyClaimsResult } from '../spec/judge.js';
import type { Usage } from '../spec/usage.js';

export interface StagedJudgements {
  /** The first verdicts: the local stage's under the cascade, else the judge's. */
  first: Promise<ClaimJudgement[]>;
  /** The verdicts that stand: the LLM stage's for the claims the local stage was unsure of. */
  final: Promise<ClaimJudgement[]>;
  /** Resolves true when `final` may differ from `first` (some claims went to the LLM stage). */
  staged: Promise<boolean>;
}

export interface StreamJudge {
  judge(claims: Claim[], response: string): StagedJudgements;
  /** Everything the calls cost so far. */
  usage(): Usage;
  /** Calls made, per stage, and how the cascade decided: kept in the report's metadata. */
  counts(): { calls: number; llmCalls: number; decidedLocally: number; decidedByLlm: number; failed: number };
}

export interface StreamJudgeOptions {
  judge: JudgeV1;
  chunks: () => Promise<Chunk[]>;
  query?: string;
  signal: AbortSignal;
  /** Told once per failed call. */
  onFailure: (message: string) => void;
  /** Where a local stage runs (the judge, or the cascade's local stage): e.g. `offThread`. Default as given. */
  placeLocal?: (judge: JudgeV1) => JudgeV1;
}

type Call = (claims: Claim[], response: string) => Promise<VerifyClaimsResult>;

interface Waiting {
  claim: Claim;
  response: string;
  resolve: (judgement: ClaimJudgement) => void;
}

/** Queues claims for a judge: one call at a time, each taking every claim waiting (up to `maxPerCall`). */
function createBatcher(
  call: Call,
  maxPerCall: number | undefined,
  onResult: (result: VerifyClaimsResult) => void,
) {
  const queue: Waiting[] = [];
  let running = false;
  const run = async () => {
    running = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, Math.max(1, maxPerCall ?? queue.length));
      try {
        // The latest text holds every earlier sentence: judges that read claims in context see it whole.
        const result = await call(
          batch.map((item) => item.claim),
          batch[batch.length - 1]!.response,
        );
        if (result.judgements.length !== batch.length)
          throw new Error(
            `the judge returned ${result.judgements.length} judgements for ${batch.length} claims`,
          );
        onResult(result);
        for (const [position, item] of batch.entries()) item.resolve(result.judgements[position]!);
      } catch (error) {
        const failure = describeError(error);
        for (const item of batch) item.resolve({ ok: false, error: failure });
      }
    }
    running = false;
  };
  return (claims: Claim[], response: string): Promise<ClaimJudgement[]> => {
    const judged = Promise.all(
      claims.map(
        (claim) => new Promise<ClaimJudgement>((resolve) => queue.push({ claim, response, resolve })),
      ),
    );
    // Sentences completed in the same turn share the call; the call starts after the stream has
    // handed on the text of this turn (a macrotask later), so judging never delays a delta.
    if (!running) setImmediate(() => void (running ? undefined : run()));
    return judged;
  };
}

function isCascade(judge: JudgeV1): judge is CascadeJudge {
  const stages = (judge as Partial<CascadeJudge>).stages;
  return typeof stages === 'object' && stages !== null && 'local' in stages && 'llm' in stages;
}

/**
 * @example
 * const streamJudge = createStreamJudge({ judge, chunks: async () => chunks, signal, onFailure });
 * const { first, final } = streamJudge.judge(claims, textSoFar);
 */
export function createStreamJudge(options: StreamJudgeOptions): StreamJudge {
  const { judge, signal } = options;
  const place = options.placeLocal ?? ((stage: JudgeV1) => stage);
  const spent: Usage[] = [];
  const counts = { calls: 0, llmCalls: 0, decidedLocally: 0, decidedByLlm: 0, failed: 0 };
  const callOf =
    (stage: JudgeV1, isLlm: boolean): Call =>
    async (claims, response) => {
      signal.throwIfAborted();
      const chunks = await options.chunks();
      counts.calls += 1;
      if (isLlm) counts.llmCalls += 1;
      try {
        return await stage.verifyClaims({
          claims,
          chunks,
          query: options.query,
          response,
          abortSignal: signal,
        });
      } catch (error) {
        if (!signal.aborted) options.onFailure(`${stage.id} judge failed: ${describeError(error).message}`);
        throw error;
      }
    };
  const record = (result: VerifyClaimsResult) => spent.push(result.usage);
  const countFailures = (judgements: ClaimJudgement[]) => {
    counts.failed += judgements.filter((judgement) => !judgement.ok).length;
    return judgements;
  };

  if (!isCascade(judge)) {
    const batcher = createBatcher(callOf(place(judge), false), judge.maxClaimsPerCall, record);
    return {
      judge(claims, response) {
        const first = batcher(claims, response).then(countFailures);
        return { first, final: first, staged: Promise.resolve(false) };
      },
      usage: () => addUsage(ZERO_USAGE, ...spent),
      counts: () => ({ ...counts }),
    };
  }

  const { local, llm, band } = judge.stages;
  const localBatcher = createBatcher(callOf(place(local), false), local.maxClaimsPerCall, record);
  const llmBatcher = createBatcher(callOf(llm, true), llm.maxClaimsPerCall, record);
  return {
    judge(claims, response) {
      const first = localBatcher(claims, response);
      const uncertain = first.then((judgements) =>
        judgements.flatMap((judgement, position) => (decidedLocally(judgement, band) ? [] : [position])),
      );
      const final = Promise.all([first, uncertain]).then(async ([judgements, positions]) => {
        counts.decidedLocally += judgements.length - positions.length;
        if (positions.length === 0) return judgements;
        const answered = await llmBatcher(
          positions.map((position) => claims[position]!),
          response,
        );
        const merged = [...judgements];
        positions.forEach((position, at) => {
          merged[position] = answered[at]!;
          if (answered[at]!.ok) counts.decidedByLlm += 1;
        });
        return countFailures(merged);
      });
      return { first, final, staged: uncertain.then((positions) => positions.length > 0) };
    },
    usage: () => addUsage(ZERO_USAGE, ...spent),
    counts: () => ({ ...counts }),
  };
}
