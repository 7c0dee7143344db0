/**
 * The local judge with its CPU work on the judge pool: the same identity (id, model id, fitted
 * cascade band, batch size) as a local judge on this thread, but `extractClaims` and
 * `verifyClaims` run on a pool thread. `faithcheck serve --judge cascade` builds its cascade on it,
 * so a cascade's local stage — seconds of CPU on a big check — no longer holds the request thread,
 * while its LLM stage (network waits) stays here. The pool cancels a stage at the deadline.
 */
import type { JudgeV1 } from '../spec/judge.js';
import type { LocalJudgePool } from './local-judge-pool.js';

/**
 * @param local a local judge with the pool's parameters, for its identity (never called).
 * @param timeoutMs the server's per-request deadline: the pool's bound for one stage.
 * @example cascadeJudge({ local: pooledLocalJudge({ pool, local: createLocalJudge(), timeoutMs }), llm })
 */
export function pooledLocalJudge(options: {
  pool: LocalJudgePool;
  local: JudgeV1;
  timeoutMs: number;
}): JudgeV1 {
  const { pool, local, timeoutMs } = options;
  return {
    ...local,
    extractClaims: ({ abortSignal, ...input }) => pool.extractClaims(input, { timeoutMs, abortSignal }),
    verifyClaims: ({ abortSignal, ...input }) => pool.verifyClaims(input, { timeoutMs, abortSignal }),
  };
}
