/**
 * A cascade's local stage on the judge pool (issue 16 item 1: CPU-heavy judging off the request
 * thread, also for `faithcheck serve --judge cascade`). The pool runs in process here; the same
 * path on real threads is in `local-judge-pool.process.test.ts`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cascadeJudge } from '../judges/cascade/cascade-judge.js';
import { createLocalJudge } from '../judges/local/create-local-judge.js';
import { verify } from '../verify.js';
import { stubLlmJudge } from './__fixtures__/stub-llm-judge.js';
import { createLocalJudgePool, type LocalJudgePool } from './local-judge-pool.js';
import { pooledLocalJudge } from './pooled-local-judge.js';

const response =
  'The refund window is 30 days from delivery. Items must be unused. Shipping to the moon is free. ' +
  'Standard shipping takes 5 business days.';
const chunks = [
  { id: 'policy', text: 'The refund window is 30 days from delivery. Items must be unused and unopened.' },
  { id: 'shipping', text: 'Standard shipping takes 5 business days. Express shipping costs 12 dollars.' },
];

const pools: LocalJudgePool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('a cascade whose local stage runs on the judge pool', () => {
  it('judges exactly as the cascade on this thread, with its extraction and verification on the pool', async () => {
    const pool = createLocalJudgePool({ inProcess: true });
    pools.push(pool);
    const stages: string[] = [];
    const spied: LocalJudgePool = {
      ...pool,
      threads: pool.threads,
      maxQueue: pool.maxQueue,
      extractClaims: (input, options) => {
        stages.push('extract');
        return pool.extractClaims(input, options);
      },
      verifyClaims: (input, options) => {
        stages.push('verify');
        return pool.verifyClaims(input, options);
      },
    };
    const pooledLlm = stubLlmJudge();
    const pooled = cascadeJudge({
      local: pooledLocalJudge({ pool: spied, local: createLocalJudge(), timeoutMs: 60_000 }),
      llm: pooledLlm,
    });
    const plainLlm = stubLlmJudge();
    const plain = cascadeJudge({ local: createLocalJudge(), llm: plainLlm });

    const onPool = await verify({ response, chunks, judge: pooled });
    const here = await verify({ response, chunks, judge: plain });
    expect(stages).toEqual(['extract', 'verify']);
    expect(onPool.claims.length).toBeGreaterThanOrEqual(3);
    expect(onPool.claims.map((claim) => [claim.claim, claim.verdict, claim.confidence])).toEqual(
      here.claims.map((claim) => [claim.claim, claim.verdict, claim.confidence]),
    );
    expect(onPool.judge).toEqual(here.judge);
    // The LLM stage (on this thread) got exactly the claims the local stage was unsure of.
    expect(pooledLlm.verified).toBe(plainLlm.verified);
    expect(plainLlm.verified).toBeGreaterThan(0);
  });
});
