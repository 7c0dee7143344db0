/**
 * `faithcheck correct FILE`: verify an answer and, when its confidence is below the threshold,
 * correct it with the corrective loop — targeted queries, BM25 retrieval over a corpus directory,
 * regeneration by the deterministic extractive generator, re-verification. Runs offline with the
 * local judge. Exit 0 when the final answer reaches the threshold, 1 when it does not, 2 on bad
 * input, 3 when the judge failed.
 */

import { dirname, resolve } from 'node:path';
import type { LanguageModel } from 'ai';
import type { Command } from 'commander';
import { z } from 'zod';
import { createBm25Retriever } from '../../correct/bm25-retriever.js';
import { correctAnswer, DEFAULT_MAX_CRAG_ATTEMPTS } from '../../correct/correct-answer.js';
import type { CorrectionMode } from '../../correct/crag-result.js';
import { extractiveGenerator } from '../../correct/extractive-generator.js';
import { formatCorrection } from '../../correct/format-correction.js';
import type { Generator } from '../../correct/generator.js';
import { loadCorpus } from '../../correct/load-corpus.js';
import { InputError } from '../../errors.js';
import { listJudges } from '../../judges/registry.js';
import { silentLogger } from '../../logger.js';
import { createCliJudge, judgeConfig } from '../create-cli-judge.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { parseMaxInput, readJsonInput } from '../read-json-input.js';
import { reportCliError } from '../report-cli-error.js';

export interface CorrectCommandOptions {
  /** `--local-params FILE`: the local judge's parameters. */
  localParams?: string;
  maxInput?: string;
  corpus?: string;
  json?: boolean;
  maxAttempts?: string;
  mode?: string;
  judge?: string;
  threshold?: string;
  model?: string;
  baseUrl?: string;
}

const fileSchema = z.object({
  query: z.string().optional(),
  response: z.string(),
  chunks: z.array(z.unknown()).optional(),
  context: z.array(z.unknown()).optional(),
  corpus: z.string().optional(),
});

function parseNumber(flag: string, value: string | undefined, check: (value: number) => boolean) {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || !check(number))
    throw new CliUsageError(`${flag} got "${value}"`);
  return number;
}

/**
 * The model that rewrites and writes retrieval queries, when `--model` names one; otherwise the
 * offline extractive generator, which can only quote the corpus. The AI SDK loads only here.
 */
async function resolveGenerator(
  io: CliIO,
  options: CorrectCommandOptions,
): Promise<{ generator: Generator; queryModel?: LanguageModel }> {
  if (!options.model) {
    if (options.baseUrl) throw new CliUsageError('--base-url needs --model (e.g. openai-compatible:MODEL)');
    return { generator: extractiveGenerator() };
  }
  const [{ resolveModel }, { aiSdkGenerator }] = await Promise.all([
    import('../../judges/llm/resolve-model.js'),
    import('../../correct/ai-sdk-generator.js'),
  ]);
  const model = await resolveModel(options.model, {
    baseUrl: options.baseUrl,
    env: io.env,
    purpose: 'model (--model, which rewrites the answer; omit it for the offline generator)',
  });
  return { generator: aiSdkGenerator({ model }), queryModel: model };
}

/** The action, testable without a process. Returns the exit code. */
export async function runCorrect(
  io: CliIO,
  file: string | undefined,
  options: CorrectCommandOptions,
): Promise<number> {
  try {
    const mode = (options.mode ?? 'minimal-edit') as CorrectionMode;
    if (mode !== 'full' && mode !== 'minimal-edit')
      throw new CliUsageError(`--mode must be full or minimal-edit, got "${options.mode}"`);
    const maxAttempts = parseNumber(
      '--max-attempts must be a whole number from 0 to 10;',
      options.maxAttempts,
      (value) => Number.isInteger(value) && value >= 0 && value <= 10,
    );
    const threshold = parseNumber(
      '--threshold must be a number between 0 and 1;',
      options.threshold,
      (value) => value >= 0 && value <= 1,
    );
    const raw = await readJsonInput(io, file, { maxBytes: parseMaxInput(options.maxInput) });
    const parsed = fileSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new InputError(
        `${issue.path.join('.') || 'input'}: ${issue.message} (expected { query, response, chunks, corpus? })`,
      );
    }
    const input = parsed.data;
    const base = file === undefined || file === '-' ? io.cwd : resolve(io.cwd, dirname(file));
    const corpusDirectory = options.corpus
      ? resolve(io.cwd, options.corpus)
      : input.corpus
        ? resolve(base, input.corpus)
        : undefined;
    if (!corpusDirectory)
      throw new CliUsageError('give a corpus to retrieve from: --corpus DIR (or "corpus" in the input file)');
    const retriever = createBm25Retriever({ documents: await loadCorpus({ directory: corpusDirectory }) });
    const { generator, queryModel } = await resolveGenerator(io, options);
    // The judge as every command resolves it (flags over env and the config file). `--model` is the
    // generator's; a judge that calls a model uses it too, the local judge does not take it.
    const configured = await loadCliConfig({ io, command: 'correct' });
    const judgeName = judgeConfig(configured.config, { judge: options.judge }).values.judge;
    const judgeTakesModel = listJudges().find((entry) => entry.id === judgeName)?.needsModel ?? false;
    const judge = await createCliJudge(
      io,
      configured.config,
      {
        judge: options.judge,
        model: judgeTakesModel ? options.model : undefined,
        baseUrl: options.baseUrl,
        localParams: options.localParams,
      },
      { command: 'correct' },
    );
    const result = await correctAnswer({
      query: input.query ?? '',
      response: input.response,
      chunks: (input.chunks ?? input.context ?? []) as never,
      retriever,
      generator,
      ...(queryModel ? { queryModel } : {}),
      judge,
      threshold,
      maxAttempts: maxAttempts ?? DEFAULT_MAX_CRAG_ATTEMPTS,
      mode,
      logger: silentLogger,
    });
    io.stdout(
      options.json
        ? `${JSON.stringify(result, null, 2)}\n`
        : formatCorrection({ result, originalResponse: input.response }),
    );
    return result.confidence >= result.report.threshold ? EXIT.ok : EXIT.flagged;
  } catch (error) {
    return reportCliError(io, 'correct', error);
  }
}

export function registerCorrectCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  program
    .command('correct')
    .description('verify an answer and correct its unsupported claims by retrieving again (CRAG)')
    .argument(
      '[file]',
      'JSON file { query, response, chunks: [{ id, text }], corpus? }; - or omitted for stdin',
    )
    .option(
      '--corpus <dir>',
      'directory of .md/.txt/.json documents to retrieve from (default: "corpus" in the file)',
    )
    .option(
      '--local-params <file>',
      'local judge parameters from `faithcheck calibrate` (default: FAITHCHECK_LOCAL_PARAMS, else the shipped ones)',
    )
    .option('--max-input <bytes>', 'read at most this many bytes of input (default 33554432, 32 MiB)')
    .option('--json', 'print the whole result (the CRAGResult) as JSON')
    .option('--max-attempts <n>', `most correction attempts (default ${DEFAULT_MAX_CRAG_ATTEMPTS})`)
    .option(
      '--mode <mode>',
      'minimal-edit (rewrite or remove only unsupported sentences) | full',
      'minimal-edit',
    )
    .option(
      '--judge <name>',
      'judge to verify with (default: FAITHCHECK_JUDGE or the config file, else local)',
    )
    .option(
      '--model <provider:model>',
      'model that rewrites the answer and writes retrieval queries (and serves the llm/cascade judges); without it the offline extractive generator quotes the corpus',
    )
    .option('--base-url <url>', 'base URL for openai-compatible servers (vLLM, llama.cpp, LM Studio)')
    .option('--threshold <number>', 'confidence below which the loop runs (default 0.7)')
    .addHelpText(
      'after',
      `
Exit codes: 0 the final answer reaches the threshold, 1 it does not, 2 bad input or usage, 3 the judge failed.

Examples:
  $ faithcheck correct examples/correct.json
  $ faithcheck correct answer.json --corpus docs/ --mode full --json
  $ faithcheck correct answer.json --model openai:gpt-4o-mini`,
    )
    .action(async (file: string | undefined, options: CorrectCommandOptions) => {
      setExitCode(await runCorrect(io, file, options));
    });
}
