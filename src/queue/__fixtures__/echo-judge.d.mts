import type { JudgeV1 } from '../../spec/judge.js';

/**
 * A judge for queue tests and benches: the whole response is one claim, supported by the first
 * chunk, after `latencyMs`.
 */
export function echoJudge(options?: {
  latencyMs?: number;
  onCall?: ((response: string) => void) | undefined;
  failWith?: Error;
}): JudgeV1;
