/**
 * The judge `verify()` uses when none is given: the embedded local judge.
 */
import type { JudgeV1 } from '../spec/judge.js';
import { createLocalJudge } from './local/create-local-judge.js';

let defaultJudge: JudgeV1 | undefined;

/** Replace the process-wide default judge (the CLI and server use this for `--judge`). */
export function setDefaultJudge(judge: JudgeV1 | undefined): void {
  defaultJudge = judge;
}

/** The judge set with `setDefaultJudge`, else the embedded local judge (created on first use). */
export function getDefaultJudge(): JudgeV1 {
  if (!defaultJudge) defaultJudge = createLocalJudge();
  return defaultJudge;
}
