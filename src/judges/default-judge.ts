/**
 * The judge `verify()` uses when none is given: the one `setDefaultJudge` set, else the judge the
 * configuration names when some layer set `judge`, `judge_module` or `local_params`, else the
 * embedded local judge.
 */
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { JudgeV1 } from '../spec/judge.js';
import { createLocalJudge } from './local/create-local-judge.js';
import { localParamsPath } from './registry.js';

let defaultJudge: JudgeV1 | undefined;
let setByCaller = false;

/** Replace the process-wide default judge (the CLI and server use this for `--judge`). */
export function setDefaultJudge(judge: JudgeV1 | undefined): void {
  defaultJudge = judge;
  setByCaller = judge !== undefined;
}

/**
 * The judge set with `setDefaultJudge`, else the embedded local judge (created on first use), with
 * the parameter file `FAITHCHECK_LOCAL_PARAMS` names, if any.
 */
export function getDefaultJudge(): JudgeV1 {
  if (!defaultJudge) defaultJudge = createLocalJudge({ params: localParamsPath({ env: process.env }) });
  return defaultJudge;
}

/**
 * For `verify()` without a `judge`: code's choice (`setDefaultJudge`) first, then the configured
 * judge, then the embedded local judge.
 * @throws ConfigurationError when the configured judge cannot be created (unknown id, bad module, no key).
 */
export async function defaultJudgeFor(config: ResolvedConfig, env?: NodeJS.ProcessEnv): Promise<JudgeV1> {
  if (setByCaller && defaultJudge) return defaultJudge;
  // Loaded here, not with the module: the configured judge's code (LLM, modules) is for this path only.
  const { configuredDefaultJudge } = await import('./create-configured-judge.js');
  return (await configuredDefaultJudge(config, env)) ?? getDefaultJudge();
}
