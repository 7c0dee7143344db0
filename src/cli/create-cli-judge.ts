/**
 * The judge of `faithcheck verify`, `serve` and `worker`: the flags (`--judge`, `--model`,
 * `--local-params`) laid over the command's configuration as its request layer, then the same
 * `createConfiguredJudge` as `verify()` — so `verification.judge_module` (your own judge) and
 * `verification.judge` mean the same in every entry point.
 */
import { overlayRequest, type ResolvedConfig } from '../config/resolve-config.js';
import { createConfiguredJudge } from '../judges/create-configured-judge.js';
import type { JudgeCache } from '../judges/llm/judge-cache.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { CliIO } from './io.js';
import { terminalSafe } from './terminal-safe.js';

export interface JudgeFlags {
  judge?: string;
  model?: string;
  localParams?: string;
  baseUrl?: string;
}

/** The configuration with the judge flags as its request layer. */
export function judgeConfig(config: ResolvedConfig, flags: JudgeFlags): ResolvedConfig {
  return overlayRequest(config, { judge: flags.judge, model: flags.model, localParams: flags.localParams });
}

/**
 * @throws ConfigurationError for an unknown judge, a judge module that does not load, a bad flag
 *   value, or a model judge without its model or key (the CLI exits 2).
 * @example const judge = await createCliJudge(io, configured.config, options);
 */
export async function createCliJudge(
  io: CliIO,
  config: ResolvedConfig,
  flags: JudgeFlags,
  extra: { cache?: JudgeCache; localJudge?: JudgeV1; command?: string } = {},
): Promise<JudgeV1> {
  return createConfiguredJudge(judgeConfig(config, flags), {
    baseUrl: flags.baseUrl,
    env: io.env,
    cwd: io.cwd,
    cache: extra.cache,
    localJudge: extra.localJudge,
    onJudgeModuleLoaded: judgeModuleNotice(io, extra.command),
  });
}

/** Where a command says which judge module it loaded: one line on stderr (stdout stays the report). */
export function judgeModuleNotice(io: CliIO, command = 'faithcheck'): (notice: string) => void {
  const prefix = command.startsWith('faithcheck') ? command : `faithcheck ${command}`;
  return (notice) => io.stderr(`${prefix}: ${terminalSafe(notice)}\n`);
}
