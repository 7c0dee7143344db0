/**
 * The judge `verify()` uses when none is given: the embedded local judge.
 */
import { ConfigurationError } from '../errors.js';
import type { JudgeV1 } from '../spec/judge.js';

let defaultJudge: JudgeV1 | undefined;

/** Replace the process-wide default judge (the CLI and server use this for `--judge`). */
export function setDefaultJudge(judge: JudgeV1 | undefined): void {
  defaultJudge = judge;
}

export function getDefaultJudge(): JudgeV1 {
  if (defaultJudge) return defaultJudge;
  throw new ConfigurationError('no judge given and no default judge is available: pass `judge` to verify()');
}
