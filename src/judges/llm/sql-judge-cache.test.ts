import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../store/pglite-client.js';
import type { SqlClient } from '../../store/sql-client.js';
import { verify } from '../../verify.js';
import { oracleResponder } from './__fixtures__/oracle-responder.js';
import { scriptedModel } from './__fixtures__/scripted-model.js';
import { llmJudge } from './llm-judge.js';
import { createSqlJudgeCache } from './sql-judge-cache.js';

let client: SqlClient;
beforeAll(async () => {
  client = await openPglite({ memory: true });
});
afterAll(async () => {
  await client.close();
});

describe('createSqlJudgeCache', () => {
  it('stores JSON values by key and overwrites them', async () => {
    const cache = createSqlJudgeCache({ client, table: 'judge_cache_unit' });
    expect(await cache.get('missing')).toBeUndefined();
    await cache.set('k', { verdict: 'supported', list: [1, 2] });
    expect(await cache.get('k')).toEqual({ verdict: 'supported', list: [1, 2] });
    await cache.set('k', { verdict: 'no_evidence' });
    expect(await cache.get('k')).toEqual({ verdict: 'no_evidence' });
    expect(() => createSqlJudgeCache({ client, table: 'x; drop table y' })).toThrow(
      /invalid judge cache table/,
    );
  });

  it('two judges sharing the database share verdicts: the second makes no model call', async () => {
    const chunks = [{ id: 'c1', text: 'The museum opens at 10 am.' }];
    const response = 'The museum opens at 10 am.';
    const script = { [response]: { verdict: 'supported', chunkId: 'c1', quote: 'opens at 10 am' } };
    const first = scriptedModel(oracleResponder(script));
    const second = scriptedModel(oracleResponder(script));
    const cache = createSqlJudgeCache({ client });
    await verify({ response, chunks, judge: llmJudge({ model: first, cache }) });
    const report = await verify({ response, chunks, judge: llmJudge({ model: second, cache }) });
    expect(first.requests).toHaveLength(1);
    expect(second.requests).toHaveLength(0);
    expect(report.claims[0]).toMatchObject({ verdict: 'supported', evidence: [{ quote: 'opens at 10 am' }] });
    expect(report.usage.llmCalls).toBe(0);
  });
});
