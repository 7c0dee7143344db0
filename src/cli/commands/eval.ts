/**
 * `faithcheck eval FILE.jsonl…`: run any judge over labelled data and report its quality and speed
 * per dataset and overall — a table on stdout, `--json OUT` and a self-contained `--report OUT.html`.
 * Exit 0 when the run completed, 2 on bad input or usage, 3 when the judge failed on every example,
 * 130 when interrupted (the figures then cover the examples judged before Ctrl-C).
 */

import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { VerificationAbortedError } from '../../errors.js';
import { evaluateJudge } from '../../eval/evaluate-judge.js';
import { formatEvalSummary } from '../../eval/format-eval-summary.js';
import { inSampleNote } from '../../eval/in-sample-note.js';
import { type LabelledExample, streamLabelledExamples } from '../../eval/read-labelled-examples.js';
import { renderEvalReport } from '../../eval/render-eval-report.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from '../../judges/local/params/default-params.js';
import { listJudges } from '../../judges/registry.js';
import { createCliJudge, judgeConfig } from '../create-cli-judge.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { reportCliError } from '../report-cli-error.js';

/** Exit code after Ctrl-C (128 + SIGINT), as shells report it. */
const EXIT_INTERRUPTED = 130;

/** The flags of `faithcheck eval`, as commander gives them (strings, validated in the action). */
export interface EvalCommandOptions {
  /** `--local-params FILE`: the local judge's parameters (also for the cascade's local stage). */
  localParams?: string;
  judge?: string;
  model?: string;
  baseUrl?: string;
  json?: string;
  report?: string;
  limit?: string;
  dataset?: string[];
  concurrency?: string;
  timeout?: string;
  warmup?: string;
  /** `--no-extract` sets it false: judge each sentence as one claim. */
  extract?: boolean;
}

/** A progress bar only on an interactive terminal: not when piped, not under `CI=true`. */
export function shouldShowProgress(io: Pick<CliIO, 'isTTY' | 'env'>): boolean {
  const ci = io.env.CI;
  return io.isTTY && (ci === undefined || ci === '' || ci === 'false' || ci === '0');
}

function integerFlag(flag: string, value: string | undefined, minimum = 1): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) {
    const kind = minimum === 0 ? 'a non-negative integer' : 'a positive integer';
    throw new CliUsageError(`${flag} must be ${kind}, got "${value}"`);
  }
  return number;
}

/**
 * Streams the files line by line and keeps only the examples wanted (`--dataset`, `--limit` per
 * dataset), so neither a whole file nor an unwanted example is held in memory.
 */
async function selectExamples(io: CliIO, files: string[], datasets: string[], limit: number | undefined) {
  const wanted = datasets.flatMap((name) => name.split(',')).filter((name) => name !== '');
  const present = new Set<string>();
  const perDataset = new Map<string, number>();
  const examples: LabelledExample[] = [];
  for await (const example of streamLabelledExamples({ files, readLines: io.readLines })) {
    present.add(example.dataset);
    if (wanted.length > 0 && !wanted.includes(example.dataset)) continue;
    const count = perDataset.get(example.dataset) ?? 0;
    if (limit !== undefined && count >= limit) continue;
    perDataset.set(example.dataset, count + 1);
    examples.push(example);
  }
  const missing = wanted.filter((name) => !present.has(name));
  if (missing.length > 0)
    throw new CliUsageError(
      `no examples of dataset ${missing.join(', ')}; the files hold ${[...present].join(', ')}`,
    );
  return examples;
}

/** Writes the output; a failure is a usage error naming the file. */
async function writeOutput(io: CliIO, path: string, content: string): Promise<void> {
  try {
    await io.writeFile(path, content);
  } catch (error) {
    throw new CliUsageError(`cannot write ${path}: ${(error as Error).message}`);
  }
}

/** The action, testable without a process. Returns the exit code. */
export async function runEval(
  io: CliIO,
  files: string[],
  options: EvalCommandOptions,
  abortSignal?: AbortSignal,
): Promise<number> {
  let bar: cliProgress.SingleBar | undefined;
  try {
    const limit = integerFlag('--limit', options.limit);
    // The judge as every command resolves it: the flags over the configuration (env, file).
    const configured = await loadCliConfig({ io, command: 'eval' });
    const judgeName = judgeConfig(configured.config, options).values.judge;
    const needsModel = listJudges().find((judge) => judge.id === judgeName)?.needsModel ?? false;
    const concurrency = integerFlag('--concurrency', options.concurrency) ?? (needsModel ? 4 : 1);
    const warmup = integerFlag('--warmup', options.warmup, 0) ?? 0;
    const timeoutMs = options.timeout === undefined ? undefined : Number(options.timeout) * 1000;
    if (timeoutMs !== undefined && !(timeoutMs > 0))
      throw new CliUsageError('--timeout must be a positive number of seconds');
    if (options.report === '-') throw new CliUsageError('--report needs a file name (it writes HTML)');

    const examples = await selectExamples(io, files, options.dataset ?? [], limit);
    const judge = await createCliJudge(io, configured.config, options, { command: 'eval' });
    // Create the output files now (empty), so a bad path fails before a long run, not after it.
    for (const path of [options.json, options.report])
      if (path && path !== '-') await writeOutput(io, path, '');

    if (shouldShowProgress(io)) {
      bar = new cliProgress.SingleBar(
        {
          format: 'eval |{bar}| {value}/{total} {dataset} · errors {errors} · ETA {eta_formatted}',
          stream: process.stderr,
          noTTYOutput: false,
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(examples.length, 0, { dataset: '', errors: 0 });
    }
    const result = await evaluateJudge({
      examples,
      judge,
      concurrency,
      timeoutMs,
      abortSignal,
      onAbort: 'partial',
      warmup,
      extract: options.extract ?? true,
      onProgress: (progress) =>
        bar?.update(progress.done, { dataset: progress.dataset, errors: progress.errors }),
    });
    bar?.stop();
    bar = undefined;

    const { summary } = result;
    const inSample = inSampleNote({
      judgeId: judge.id,
      files,
      provenance: DEFAULT_LOCAL_JUDGE_PARAMS.provenance,
    });
    const json = `${JSON.stringify({ ...summary, files, ...(inSample ? { inSample } : {}) }, null, 2)}\n`;
    if (options.json === '-') io.stdout(json);
    else io.stdout(formatEvalSummary(summary));
    if (inSample) io.stderr(`${inSample.message}\n`);
    if (options.json && options.json !== '-') {
      await writeOutput(io, options.json, json);
      io.stderr(`faithcheck eval: wrote ${options.json}\n`);
    }
    if (options.report) {
      await writeOutput(io, options.report, renderEvalReport({ ...result, files }));
      io.stderr(`faithcheck eval: wrote ${options.report}\n`);
    }
    const attempted = summary.overall.n + summary.overall.errors + summary.overall.skipped;
    if (summary.aborted) {
      io.stderr(`faithcheck eval: interrupted after ${attempted} of ${examples.length} examples\n`);
      return EXIT_INTERRUPTED;
    }
    if (attempted > 0 && summary.overall.errors === attempted) {
      io.stderr(`faithcheck eval: the judge failed on every example (${summary.overall.errors})\n`);
      return EXIT.judgeFailed;
    }
    return EXIT.ok;
  } catch (error) {
    bar?.stop();
    if (VerificationAbortedError.isInstance(error)) {
      io.stderr('faithcheck eval: interrupted; no figures reported\n');
      return EXIT_INTERRUPTED;
    }
    return reportCliError(io, 'eval', error);
  }
}

/** Adds `faithcheck eval` to the program; Ctrl-C stops the run and reports what was judged (exit 130). */
export function registerEvalCommand(program: Command, io: CliIO, setExitCode: (code: number) => void): void {
  program
    .command('eval')
    .description('run a judge over labelled data and report its quality and speed per dataset')
    .argument(
      '<files...>',
      'JSONL files: { id, dataset, query, context[], claim, label: supported|unsupported }',
    )
    .option(
      '--judge <name>',
      'local | llm | cascade (default: FAITHCHECK_JUDGE or the config file, else local)',
    )
    .option(
      '--local-params <file>',
      'local judge parameters from `faithcheck calibrate` (default: FAITHCHECK_LOCAL_PARAMS, else the shipped ones)',
    )
    .option('--model <provider:model>', 'model for the llm and cascade judges, e.g. openai:gpt-4o-mini')
    .option('--base-url <url>', 'base URL for openai-compatible servers (vLLM, llama.cpp, LM Studio)')
    .option('--json <out>', 'write the figures as JSON to this file (- for stdout instead of the table)')
    .option('--report <out.html>', 'write a self-contained HTML report')
    .option('--limit <n>', 'at most the first N examples of each dataset')
    .option(
      '--dataset <name>',
      'only this dataset (repeatable, or comma-separated)',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option('--concurrency <n>', 'examples judged at once (default: 1 for local judges, 4 for model judges)')
    .option('--timeout <seconds>', 'per-example deadline; a timeout counts as a judge error (default 60)')
    .option('--warmup <n>', 'judge the first N examples once, untimed, before measuring (default 0)')
    .option(
      '--no-extract',
      'judge each labelled sentence as one claim (as published benchmarks do) instead of extracting claims first, as verify() does',
    )
    .addHelpText(
      'after',
      `
Figures: balanced accuracy, accuracy, precision/recall/F1 of the unsupported class (the positive
class), the confusion matrix, examples/s and latency p50/p90/p99. A claim counts as predicted
supported only when its verdict is "supported". Judge errors are counted apart and excluded.

Exit codes: 0 done, 2 bad input or usage, 3 the judge failed on every example, 130 interrupted.

Examples:
  $ faithcheck eval data/lfqa.dev.jsonl
  $ faithcheck eval data/*.jsonl --json eval.json --report eval.html
  $ faithcheck eval data/wice.dev.jsonl --limit 50 --judge llm --model openai:gpt-4o-mini --concurrency 8
  $ faithcheck eval data/*.jsonl --dataset lfqa,wice --json -
`,
    )
    .action(async (files: string[], options: EvalCommandOptions) => {
      const controller = new AbortController();
      const onInterrupt = () => controller.abort(new Error('interrupted'));
      process.once('SIGINT', onInterrupt);
      try {
        setExitCode(await runEval(io, files, options, controller.signal));
      } finally {
        process.removeListener('SIGINT', onInterrupt);
      }
    });
}
