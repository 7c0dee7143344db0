import type { JudgeV1 } from '../../spec/judge.js';
import type { Usage } from '../../spec/usage.js';

/** A tiny deterministic judge: a claim is supported when one of its long words occurs in a chunk. */
export function wordJudge(options?: { usagePerCall?: Usage }): JudgeV1;
