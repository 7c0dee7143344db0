import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../store/pglite-client.js';
import type { SqlClient } from '../store/sql-client.js';
import { verify } from '../verify.js';
import { registerBuiltinJudges } from './builtin-judges.js';
import {
  completion,
  type FakeServer,
  judgeReply,
  startFakeOpenAIServer,
} from './llm/__fixtures__/fake-openai-server.js';
import { createSqlJudgeCache } from './llm/sql-judge-cache.js';
import { createJudge, listJudges } from './registry.js';

let client: SqlClient;
let server: FakeServer;
beforeAll(async () => {
  client = await openPglite({ memory: true });
  server = await startFakeOpenAIServer((request) =>
    completion(
      judgeReply(request, () => ({
        verdict: 'SUPPORTED',
        evidence: [{ chunk_id: 'c1', quote: 'The museum opens at 10 am' }],
      })),
    ),
  );
});
afterAll(async () => {
  await server.close();
  await client.close();
});

describe('built-in judges', () => {
  it('registers local, llm and cascade', () => {
    registerBuiltinJudges();
    expect(listJudges().map((judge) => judge.id)).toEqual(
      expect.arrayContaining(['local', 'llm', 'cascade']),
    );
  });

  it('give the llm judge the cache they are handed: with a SQL cache a repeated check makes no model call', async () => {
    registerBuiltinJudges();
    const options = {
      model: 'openai-compatible:fake-model',
      baseUrl: server.baseURL,
      env: {},
      cache: createSqlJudgeCache({ client }),
    };
    const input = {
      response: 'The museum opens at 10 am.',
      chunks: [{ id: 'c1', text: 'The museum opens at 10 am daily.' }],
    };
    const first = await verify({ ...input, judge: await createJudge('llm', options) });
    const callsAfterFirst = server.requests.length;
    const second = await verify({ ...input, judge: await createJudge('llm', options) });
    expect(callsAfterFirst).toBeGreaterThan(0);
    expect(server.requests.length).toBe(callsAfterFirst);
    expect(second.usage.llmCalls).toBe(0);
    expect(second.claims.map((claim) => claim.verdict)).toEqual(first.claims.map((claim) => claim.verdict));
    expect(first.claims[0]?.verdict).toBe('supported');
    const rows = await client.query<{ count: number }>(
      'select count(*)::int as count from faithcheck_judge_cache',
    );
    expect(rows.rows[0]?.count).toBeGreaterThan(0);
  });
});
