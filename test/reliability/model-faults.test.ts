/**
 * Model faults end to end: the real LLM judge (`@ai-sdk/openai-compatible`) against a loopback
 * server that hangs, resets connections, cuts bodies, rate-limits, fails and answers with junk.
 * For every fault the background check never throws, ends in a recorded error (`noop`, stored as a
 * degraded row) or the fallback judge's verdicts (`fallback`) — never a verdict from the faulty
 * model — and the server sees no more requests than the retry budget allows.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundRunner } from '../../src/background/background-runner.js';
import { runFaithfulnessCheck } from '../../src/background/run-faithfulness-check.js';
import { scheduleFaithfulnessCheck } from '../../src/background/schedule-faithfulness-check.js';
import { completion, judgeReply } from '../../src/judges/llm/__fixtures__/fake-openai-server.js';
import { llmJudge } from '../../src/judges/llm/llm-judge.js';
import { resolveModel } from '../../src/judges/llm/resolve-model.js';
import { silentLogger } from '../../src/logger.js';
import { wordJudge } from '../../src/server/__fixtures__/word-judge.mjs';
import { openMigratedPglite } from '../../src/store/__fixtures__/test-backends.js';
import type { SqlCheckStore } from '../../src/store/sql-check-store.js';
import { verify } from '../../src/verify.js';
import { type FaultReply, type FaultServer, startFaultServer } from './fixtures/fault-server.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const MAX_RETRIES = 2;
const chunks = [{ id: 'policy', text: 'Refunds are accepted within 30 days of purchase.' }];
const response = 'Refunds are accepted within 30 days.';

const goodReply = (request: Parameters<typeof judgeReply>[0]) =>
  completion(
    judgeReply(request, () => ({
      verdict: 'supported',
      evidence: [{ chunk_id: 'policy', quote: 'Refunds are accepted within 30 days' }],
    })),
  );

interface Fault {
  name: string;
  reply: (request: Parameters<typeof judgeReply>[0]) => FaultReply;
  /** Retried by the judge: the server sees 1 + MAX_RETRIES requests; otherwise exactly one. */
  retryable: boolean;
  /** The error code the check records. */
  code: 'judge_call_error' | 'judge_response_error';
  /**
   * Per-call timeout. Short only where the timeout is the fault; elsewhere generous, so that a
   * reply slowed by a loaded machine is not turned into a timeout and retried.
   */
  timeoutMs?: number;
}

const HANG_TIMEOUT_MS = 250;
const GENEROUS_TIMEOUT_MS = 10_000;

const FAULTS: Fault[] = [
  {
    name: 'no answer (timeout)',
    reply: () => 'hang',
    retryable: true,
    code: 'judge_call_error',
    timeoutMs: HANG_TIMEOUT_MS,
  },
  { name: 'connection reset', reply: () => 'reset', retryable: true, code: 'judge_call_error' },
  {
    name: '429 with retry-after',
    reply: () => ({
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: { message: 'slow down' } },
    }),
    retryable: true,
    code: 'judge_call_error',
  },
  {
    name: 'HTTP 500',
    reply: () => ({ status: 500, body: { error: { message: 'boom' } } }),
    retryable: true,
    code: 'judge_call_error',
  },
  {
    name: 'HTTP 503 with an HTML body',
    reply: () => ({ status: 503, body: '<html>down</html>' }),
    retryable: true,
    code: 'judge_call_error',
  },
  {
    name: 'body cut mid-stream',
    reply: (request) => ({ truncateAfterHalf: goodReply(request).body }),
    retryable: true,
    code: 'judge_call_error',
  },
  {
    name: 'HTTP body not JSON',
    reply: () => ({ body: '{"id": "x", "choices": [' }),
    retryable: false,
    code: 'judge_call_error',
  },
  {
    name: 'malformed JSON content',
    reply: () => completion('{"verdicts": [ {"claim_id": "k1", '),
    retryable: false,
    code: 'judge_response_error',
  },
  {
    name: 'truncated content (finish_reason length)',
    reply: (request) =>
      completion(JSON.stringify(goodReply(request).body).slice(0, 80), { finishReason: 'length' }),
    retryable: false,
    code: 'judge_response_error',
  },
  {
    name: 'wrong schema',
    reply: () => completion({ verdicts: [{ claim_id: 'k1', verdict: 'supported' }], answer: 42 }),
    retryable: false,
    code: 'judge_response_error',
  },
  { name: 'empty content', reply: () => completion(''), retryable: false, code: 'judge_response_error' },
  { name: 'empty HTTP body', reply: () => ({ body: '' }), retryable: false, code: 'judge_call_error' },
];

let server: FaultServer | undefined;
let store: SqlCheckStore;
const fallbackJudge = wordJudge();

// PGlite's start-up takes seconds, and far longer on a loaded machine: a generous deadline.
beforeAll(async () => {
  store = await openMigratedPglite();
}, 180_000);
afterAll(async () => {
  await store?.close();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * The judge against a fault server. `reply` also gets how many retries the judge has started, so
 * a fault can end "after the first attempt" as the client counts attempts: a server-side count is
 * not that, since an attempt can time out before its request even arrives on a loaded machine.
 */
async function judgeAgainst(
  reply: (request: Parameters<typeof judgeReply>[0], retries: number) => FaultReply,
  timeoutMs = GENEROUS_TIMEOUT_MS,
) {
  const waits: number[] = [];
  server = await startFaultServer((request) => reply(request, waits.length));
  const judge = llmJudge({
    model: await resolveModel('openai-compatible:fake-model', { baseUrl: server.baseURL, env: {} }),
    maxRetries: MAX_RETRIES,
    retryDelayMs: 1,
    timeoutMs,
    cache: false,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { judge, waits, requests: server.requests };
}

describe('model faults through the background check', () => {
  it.each(FAULTS)('$name: recorded error with noop, retries within budget', async (fault) => {
    const { judge, requests, waits } = await judgeAgainst(fault.reply, fault.timeoutMs);
    const messageId = `noop-${fault.name}`;
    const outcome = await runFaithfulnessCheck({
      chatId: '00000000-0000-4000-8000-000000000001',
      messageId,
      response,
      chunks,
      store,
      logger: silentLogger,
      verifyOptions: { judge, onJudgeError: 'noop', logger: silentLogger },
    });
    // A recorded error, never a verdict.
    expect(outcome.report?.status).toBe('degraded');
    expect(outcome.report?.claims).toEqual([]);
    expect(outcome.report?.flagged).toBe(false);
    expect(outcome.report?.error?.code).toBe(fault.code);
    expect(outcome.saved).not.toBeNull();
    const row = await store.get(outcome.saved!.id);
    expect(row).toMatchObject({ status: 'degraded', messageId, claims: [] });
    expect(row?.report.error?.code).toBe(fault.code);
    // Retries stay within the budget: the judge made 1 + MAX_RETRIES attempts (a retry wait before
    // each retry) for a retryable fault, one otherwise, and the server never saw more.
    expect(waits).toHaveLength(fault.retryable ? MAX_RETRIES : 0);
    if (fault.name.startsWith('429')) expect(waits).toEqual([1000, 1000]);
    // A request that was answered arrived; one the model never answers may still have been in
    // flight when the per-call timeout fired (a loaded machine), so it is bounded, not counted.
    if (fault.timeoutMs === HANG_TIMEOUT_MS) expect(requests.length).toBeLessThanOrEqual(1 + MAX_RETRIES);
    else expect(requests.length).toBe(fault.retryable ? 1 + MAX_RETRIES : 1);
  });

  it.each(FAULTS)(
    '$name: fallback gives the fallback judge’s verdicts, none from the model',
    async (fault) => {
      const { judge, requests } = await judgeAgainst(fault.reply, fault.timeoutMs);
      const report = await verify({
        response,
        chunks,
        judge,
        onJudgeError: 'fallback',
        fallbackJudge,
        logger: silentLogger,
      });
      const alone = await verify({ response, chunks, judge: fallbackJudge, logger: silentLogger });
      expect(report.status).toBe('degraded');
      expect(report.judge.id).toBe('word');
      expect(report.issues.map((issue) => issue.code)).toContain('judge_fallback');
      expect(report.claims.map((claim) => [claim.claim, claim.verdict])).toEqual(
        alone.claims.map((claim) => [claim.claim, claim.verdict]),
      );
      expect(requests.length).toBeLessThanOrEqual(1 + MAX_RETRIES);
    },
  );

  it.each(FAULTS.filter((fault) => fault.retryable))(
    '$name once, then a good reply: the retry gives the real verdict with its quote',
    async (fault) => {
      const { judge, waits } = await judgeAgainst(
        (request, retries) => (retries === 0 ? fault.reply(request) : goodReply(request)),
        fault.timeoutMs,
      );
      const report = await verify({ response, chunks, judge, onJudgeError: 'noop', logger: silentLogger });
      expect(waits).toHaveLength(1); // one retry, which got the good reply
      expect(report.status).toBe('ok');
      expect(report.claims[0]).toMatchObject({
        verdict: 'supported',
        evidence: [{ chunkId: 'policy', quote: 'Refunds are accepted within 30 days' }],
      });
    },
  );

  it('the caller is not delayed: scheduling returns before the hanging model is even asked', async () => {
    const { judge, requests, waits } = await judgeAgainst(() => 'hang', HANG_TIMEOUT_MS);
    const runner = createBackgroundRunner({ concurrency: 2, maxQueued: 10, logger: silentLogger });
    const finished: string[] = [];
    const tasks = Array.from({ length: 4 }, (_, index) =>
      scheduleFaithfulnessCheck({
        runner,
        response,
        chunks,
        messageId: `scheduled-${index}`,
        enabled: true,
        store: false,
        logger: silentLogger,
        verifyOptions: { judge, onJudgeError: 'noop', logger: silentLogger },
        onFinish: (outcome) => {
          finished.push(outcome.report?.status ?? 'none');
        },
      }),
    );
    // schedule() only enqueued: nothing has reached the model and nothing finished yet.
    expect(tasks.every((task) => task.accepted)).toBe(true);
    expect(requests).toHaveLength(0);
    expect(finished).toEqual([]);
    const outcomes = await Promise.all(tasks.map((task) => task.settled));
    expect(outcomes).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(finished).toEqual(['degraded', 'degraded', 'degraded', 'degraded']);
    expect(waits).toHaveLength(4 * MAX_RETRIES); // every check used its whole retry budget
    expect(requests.length).toBeLessThanOrEqual(4 * (1 + MAX_RETRIES));
    expect(runner.stats()).toMatchObject({ completed: 4, failed: 0, dropped: 0 });
  });
});
