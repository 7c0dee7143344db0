/** `faithcheck verify [FILE|-]`: check one answer; exit 0 when not flagged, 1 when flagged, 2 on bad input. */

import type { Command } from 'commander';
import { formatChecks, parseCheckList } from '../../checks/format-checks.js';
import { InputError } from '../../errors.js';
import { misnamedFieldHints } from '../../input/suggest-field.js';
import { silentLogger } from '../../logger.js';
import { isPolicyId, POLICY_IDS } from '../../scoring/registry.js';
import type { FaithfulnessReport, PolicyId } from '../../spec/report.js';
import { verify } from '../../verify.js';
import { verifyWithChecks } from '../../verify-with-checks.js';
import { createCliJudge } from '../create-cli-judge.js';
import { formatReport } from '../format-report.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { parseMaxInput, readJsonInput } from '../read-json-input.js';
import { reportCliError } from '../report-cli-error.js';

export interface VerifyCommandOptions {
  /** `--local-params FILE`: the local judge's parameters (also for the cascade's local stage). */
  localParams?: string;
  maxInput?: string;
  json?: boolean;
  judge?: string;
  model?: string;
  baseUrl?: string;
  policy?: string;
  threshold?: string;
  timeout?: string;
  strict?: boolean;
  checks?: string;
  config?: string;
}

function parseThreshold(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const threshold = Number(value);
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
    throw new CliUsageError(`--threshold must be a number between 0 and 1, got "${value}"`);
  }
  return threshold;
}

function parsePolicy(value: string | undefined, strict: boolean | undefined) {
  if (value === undefined)
    return strict ? ({ id: 'weighted', options: { strictMode: true } } as const) : undefined;
  if (!isPolicyId(value))
    throw new CliUsageError(`--policy must be one of ${POLICY_IDS.join(', ')}, got "${value}"`);
  if (value === 'weighted') return { id: 'weighted' as const, options: { strictMode: Boolean(strict) } };
  return value as PolicyId;
}

/** The action, testable without a process. Returns the exit code. */
export async function runVerify(
  io: CliIO,
  file: string | undefined,
  options: VerifyCommandOptions,
): Promise<number> {
  try {
    const configured = await loadCliConfig({ io, configPath: options.config, command: 'verify' });
    const raw = await readJsonInput(io, file, { maxBytes: parseMaxInput(options.maxInput) });
    const threshold = parseThreshold(options.threshold) ?? configured.threshold;
    const flagPolicy = parsePolicy(options.policy, options.strict);
    const policy =
      flagPolicy === 'composite' && configured.compositeWeights
        ? { id: 'composite' as const, options: { weights: configured.compositeWeights } }
        : (flagPolicy ?? configured.policy);
    const timeoutMs = options.timeout === undefined ? configured.timeoutMs : Number(options.timeout) * 1000;
    if (options.timeout !== undefined && !(timeoutMs! > 0))
      throw new CliUsageError(`--timeout must be a positive number of seconds`);
    const judge = await createCliJudge(io, configured.config, options, { command: 'verify' });
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new InputError('input must be a JSON object { "query"?, "response", "chunks" | "context" }');
    }
    const input = raw as Record<string, unknown>;
    if (input.response === undefined) {
      const hints = misnamedFieldHints(input, ['query', 'response', 'chunks', 'context']);
      if (hints.length > 0) throw new InputError(`response: is required — ${hints.join('; ')}`, 'response');
    }
    const checks = options.checks === undefined ? configured.checks : parseCheckList(options.checks);
    const verifyOptions = {
      query: input.query as string | undefined,
      response: input.response as string,
      chunks: input.chunks as never,
      context: input.context as never,
      judge,
      policy,
      threshold,
      timeoutMs,
      onJudgeError: 'throw',
      logger: silentLogger,
      // The resolution this command read (with --config), so verify() does not read another file.
      config: configured.config,
      env: io.env,
    } as const;
    const report: FaithfulnessReport = checks
      ? await verifyWithChecks({ ...verifyOptions, checks })
      : await verify(verifyOptions);
    const text =
      formatReport(report, { color: io.isTTY && !io.env.NO_COLOR }) +
      (report.checks ? formatChecks(report.checks) : '');
    io.stdout(options.json ? `${JSON.stringify(report, null, 2)}\n` : text);
    // Claims the judge could not read (unsupported_language) make the report degraded: a judge failure.
    if (report.status === 'degraded') return EXIT.judgeFailed;
    return report.flagged ? EXIT.flagged : EXIT.ok;
  } catch (error) {
    return reportCliError(io, 'verify', error);
  }
}

export function registerVerifyCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  program
    .command('verify')
    .description('check an answer claim by claim against its retrieved chunks')
    .argument(
      '[file]',
      'JSON file { query?, response, chunks: [{ id, text, metadata? }] } (or context: string[]); - or omitted for stdin',
    )
    .option('--max-input <bytes>', 'read at most this many bytes of input (default 33554432, 32 MiB)')
    .option('--json', 'print the report as JSON')
    .option(
      '--judge <name>',
      'local | llm | cascade | a judge from verification.judge_module (default: verification.judge, else local)',
    )
    .option(
      '--local-params <file>',
      'local judge parameters from `faithcheck calibrate` (default: FAITHCHECK_LOCAL_PARAMS, else the shipped ones)',
    )
    .option('--model <provider:model>', 'model for the llm and cascade judges, e.g. openai:gpt-4o-mini')
    .option('--base-url <url>', 'base URL for openai-compatible servers (vLLM, llama.cpp, LM Studio)')
    .option(
      '--policy <policy>',
      `scoring policy: ${POLICY_IDS.join(' | ')} (default: verification.policy, else ratio)`,
    )
    .option('--strict', 'weighted policy in strict mode (no evidence counts −1)')
    .option(
      '--threshold <number>',
      'flag answers scoring below this (default: FAITHCHECK_THRESHOLD, verification.confidence_threshold, else 0.7)',
    )
    .option('--timeout <seconds>', 'give up on the check after this many seconds')
    .option(
      '--checks <list>',
      'the answer-level checks (alignment, citations, facts): all | alignment,citations,facts (with --policy composite for their aggregate)',
    )
    .option('--config <path>', 'config file (default: FAITHCHECK_CONFIG, else ./faithcheck.config.yaml)')
    .addHelpText(
      'after',
      `
Configuration (see \`faithcheck config\`): threshold, policy, checks, judge, judge module, model and
timeout come from the flags, else the environment (FAITHCHECK_*), else the config file's
verification: block, else the defaults.

Exit codes: 0 not flagged, 1 flagged, 2 bad input or usage, 3 the judge failed.

Examples:
  $ faithcheck verify examples/answer.json
  $ cat answer.json | faithcheck verify - --json
  $ faithcheck verify answer.json --policy weighted --strict --threshold 0.8
  $ faithcheck verify answer.json --checks all --policy composite
  $ faithcheck verify answer.json --judge llm --model openai:gpt-4o-mini
  $ faithcheck verify answer.json --config ~/.config/ragbot/config.yaml`,
    )
    .action(async (file: string | undefined, options: VerifyCommandOptions) => {
      setExitCode(await runVerify(io, file, options));
    });
}
