/**
 * `evaluateJudge`: runs any judge over labelled examples and reports quality and speed per dataset
 * and overall. Datasets run one after another (so each has its own wall-clock throughput), the
 * examples of a dataset with bounded concurrency. A judge error is not a prediction: it is counted
 * in `errors` and left out of every quality figure; speed figures count every example attempted.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { mapWithConcurrency } from '../core/map-with-concurrency.js';
import { addUsage } from '../core/usage.js';
import { ConfigurationError, VerificationAbortedError } from '../errors.js';
import type { JudgeInfo, JudgeV1 } from '../spec/judge.js';
import type { Usage } from '../spec/usage.js';
import {
  computeMetrics,
  computeSpeed,
  type Outcome,
  type QualityMetrics,
  type SpeedMetrics,
} from './compute-metrics.js';
import { type ExamplePrediction, judgeExample } from './judge-example.js';
import type { LabelledExample } from './read-labelled-examples.js';

/** The figures of one dataset (or of all of them pooled). */
export interface DatasetSummary extends QualityMetrics, SpeedMetrics {
  /** Examples the judge failed on: not predictions, excluded from the quality figures. */
  errors: number;
  /**
   * Sentences the claim extractor skipped (nothing check-worthy, e.g. a preamble): not predictions,
   * excluded from the quality figures above and counted here.
   */
  skipped: number;
  /**
   * The figures with every skipped sentence counted as predicted `supported` — what `verify()`
   * does with them (a skipped sentence never flags an answer). Equal to the main figures when
   * nothing was skipped.
   */
  withSkippedAsSupported: QualityMetrics;
  /** Judge errors by error code. */
  errorCodes: Record<string, number>;
}

export interface OverallSummary extends DatasetSummary {
  /** Unweighted mean of the datasets' balanced accuracies (`null` if any is undefined). */
  macroBalancedAccuracy: number | null;
}

export interface EvaluationSummary {
  datasets: Record<string, DatasetSummary>;
  overall: OverallSummary;
  /** The judge, and how it was run (`extract`: claims extracted from each sentence first). */
  judge: JudgeInfo & { concurrency: number; extract: boolean };
  usage: Usage;
  /** Wall-clock time of the whole run. */
  elapsedMs: number;
  /** Time spent on untimed warm-up calls (`warmup`), not counted in any figure. */
  warmupMs: number;
  /** True when the run was aborted with `onAbort: 'partial'`: the figures cover the examples judged. */
  aborted: boolean;
}

export interface EvaluationResult {
  summary: EvaluationSummary;
  /** One per example, datasets in order of first appearance. */
  predictions: ExamplePrediction[];
}

export interface EvaluationProgress {
  done: number;
  total: number;
  errors: number;
  dataset: string;
}

export interface EvaluateJudgeOptions {
  examples: readonly LabelledExample[];
  judge: JudgeV1;
  /** Examples judged at once. Default 1 (latencies of CPU-bound judges stay honest); raise it for LLM judges. */
  concurrency?: number;
  /** Per-example deadline in ms; a timeout counts as a judge error. Default 60 000. */
  timeoutMs?: number;
  abortSignal?: AbortSignal;
  /**
   * Extract claims from each labelled sentence first, as `verify()` does (default true); a sentence
   * is then supported only when all its claims are. `false` judges the sentence as one claim, as
   * published benchmark figures do.
   */
  extract?: boolean;
  onProgress?: (progress: EvaluationProgress) => void;
  /**
   * Judge the first N examples once before the clock starts, so a judge's one-time loading (e.g.
   * the local judge's lexicon) is not counted in the speed figures. Default 0. The warm-up results
   * are discarded (their model usage is not in `summary.usage`); every example is then judged and
   * counted as usual.
   */
  warmup?: number;
  /**
   * On abort: `throw` a `VerificationAbortedError` (default), or return `partial` figures over the
   * examples judged so far, with `summary.aborted: true`.
   */
  onAbort?: 'throw' | 'partial';
}

function summarize(predictions: readonly ExamplePrediction[], wallMs: number): DatasetSummary {
  const errorCodes: Record<string, number> = {};
  let errors = 0;
  let skipped = 0;
  const outcomes: Outcome[] = [];
  const withSkipped: Outcome[] = [];
  for (const prediction of predictions) {
    if (prediction.error) {
      errors += 1;
      errorCodes[prediction.error.code] = (errorCodes[prediction.error.code] ?? 0) + 1;
    } else if (prediction.skipped) {
      skipped += 1;
      withSkipped.push({ gold: prediction.gold, predicted: 'supported' });
    } else if (prediction.predicted !== null) {
      const outcome = { gold: prediction.gold, predicted: prediction.predicted };
      outcomes.push(outcome);
      withSkipped.push(outcome);
    }
  }
  const quality = computeMetrics({ outcomes });
  const speed = computeSpeed({ latenciesMs: predictions.map((prediction) => prediction.latencyMs), wallMs });
  return {
    ...quality,
    errors,
    errorCodes,
    skipped,
    withSkippedAsSupported: computeMetrics({ outcomes: withSkipped }),
    ...speed,
  };
}

/**
 * Evaluate a judge on labelled examples.
 * @throws VerificationAbortedError when `abortSignal` fires (unless `onAbort: 'partial'`);
 *   ConfigurationError on a bad concurrency.
 * @example
 * const examples = await readLabelledExamples({ files: ['lfqa.dev.jsonl'] });
 * const { summary } = await evaluateJudge({ examples, judge: await createJudge('local') });
 * summary.datasets.lfqa?.balancedAccuracy;
 */
export async function evaluateJudge(options: EvaluateJudgeOptions): Promise<EvaluationResult> {
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new ConfigurationError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const byDataset = new Map<string, LabelledExample[]>();
  for (const example of options.examples) {
    const list = byDataset.get(example.dataset) ?? [];
    list.push(example);
    byDataset.set(example.dataset, list);
  }
  const warmup = options.warmup ?? 0;
  if (!Number.isInteger(warmup) || warmup < 0) {
    throw new ConfigurationError(`warmup must be a non-negative integer, got ${warmup}`);
  }
  const warmupStartedAt = performance.now();
  for (const example of options.examples.slice(0, warmup)) {
    await judgeExample({
      example,
      judge: options.judge,
      timeoutMs: options.timeoutMs,
      abortSignal: options.abortSignal,
      extract: options.extract,
    });
  }
  const warmupMs = performance.now() - warmupStartedAt;
  const total = options.examples.length;
  const startedAt = performance.now();
  let done = 0;
  let errors = 0;
  let lastYield = startedAt;
  const datasets: Record<string, DatasetSummary> = {};
  const predictions: ExamplePrediction[] = [];

  let aborted = false;
  for (const [dataset, examples] of byDataset) {
    if (aborted) break;
    const datasetStartedAt = performance.now();
    const settled: Array<ExamplePrediction | undefined> = new Array(examples.length);
    try {
      await mapWithConcurrency(examples, concurrency, async (example, index) => {
        if (options.abortSignal?.aborted)
          throw new VerificationAbortedError({ cause: options.abortSignal.reason });
        const prediction = await judgeExample({
          example,
          judge: options.judge,
          timeoutMs: options.timeoutMs,
          abortSignal: options.abortSignal,
          extract: options.extract,
        });
        settled[index] = prediction;
        done += 1;
        if (prediction.error) errors += 1;
        options.onProgress?.({ done, total, errors, dataset });
        // A synchronous judge never yields; let timers, signals and the progress bar run now and then.
        if (performance.now() - lastYield > 50) {
          await yieldToEventLoop();
          lastYield = performance.now();
        }
      });
    } catch (error) {
      if (!VerificationAbortedError.isInstance(error) || options.onAbort !== 'partial') throw error;
      aborted = true;
    }
    const results = settled.filter((prediction) => prediction !== undefined);
    if (results.length === 0) continue;
    datasets[dataset] = summarize(results, performance.now() - datasetStartedAt);
    predictions.push(...results);
  }

  const elapsedMs = performance.now() - startedAt;
  const perDataset = Object.values(datasets).map((summary) => summary.balancedAccuracy);
  const macroBalancedAccuracy =
    perDataset.length === 0 || perDataset.some((value) => value === null)
      ? null
      : (perDataset as number[]).reduce((sum, value) => sum + value, 0) / perDataset.length;
  const judge: EvaluationSummary['judge'] = {
    specificationVersion: options.judge.specificationVersion,
    id: options.judge.id,
    concurrency,
    extract: options.extract ?? true,
  };
  if (options.judge.modelId) judge.modelId = options.judge.modelId;
  if (options.judge.promptVersion) judge.promptVersion = options.judge.promptVersion;
  if (options.judge.paramsFingerprint) judge.paramsFingerprint = options.judge.paramsFingerprint;
  return {
    summary: {
      datasets,
      overall: { ...summarize(predictions, elapsedMs), macroBalancedAccuracy },
      judge,
      usage: addUsage(...predictions.map((prediction) => prediction.usage)),
      elapsedMs,
      warmupMs,
      aborted,
    },
    predictions,
  };
}
