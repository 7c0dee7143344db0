/**
 * The judge `verify()` uses when none is given: the embedded local judge.
 */
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

/** The judge `setDefaultJudge` set, if any: code's choice, which wins over a configured judge. */
export function getSetDefaultJudge(): JudgeV1 | undefined {
  return setByCaller ? defaultJudge : undefined;
}

/**
 * The judge set with `setDefaultJudge`, else the embedded local judge (created on first use), with
 * the parameter file `FAITHCHECK_LOCAL_PARAMS` names, if any.
 */
export function getDefaultJudge(): JudgeV1 {
  if (!defaultJudge) defaultJudge = createLocalJudge({ params: localParamsPath({ env: process.env }) });
  return defaultJudge;
}
