/**
 * The LLM judge through the real `@ai-sdk/openai-compatible` provider against a fake server on
 * 127.0.0.1: success, 429 with retry-after, 5xx exhausting the retries, a timeout, malformed JSON,
 * a truncated reply and wrong verdict strings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { JudgeCallError, JudgeResponseError } from '../../errors.js';
import { silentLogger } from '../../logger.js';
import { VERDICTS } from '../../spec/verdict.js';
import { verify } from '../../verify.js';
import { createLocalJudge } from '../local/create-local-judge.js';
import {
  completion,
  type FakeReply,
  type FakeRequest,
  type FakeServer,
  judgeReply,
  startFakeOpenAIServer,
} from './__fixtures__/fake-openai-server.js';
import { llmJudge } from './llm-judge.js';
import { resolveModel } from './resolve-model.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const chunks = [{ id: 'policy', text: 'Refunds are accepted within 30 days of purchase.' }];
const response = 'Refunds are accepted within 30 days.';
const claims = [{ text: response, span: { start: 0, end: response.length } }];

function verdicts(
  request: FakeRequest,
  verdict = 'supported',
  quote = 'Refunds are accepted within 30 days',
) {
  return judgeReply(request, () => ({
    verdict,
    evidence: [{ chunk_id: 'policy', quote }],
    reasoning: 'the chunk says so',
    confidence: 0.95,
  }));
}

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function judgeFor(
  handler: (request: FakeRequest) => FakeReply,
  extra: Parameters<typeof llmJudge>[0] = {},
) {
  server = await startFakeOpenAIServer(handler);
  const waits: number[] = [];
  const model = await resolveModel('openai-compatible:fake-model', { baseUrl: server.baseURL, env: {} });
  const judge = llmJudge({
    model,
    retryDelayMs: 10,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  });
  return { judge, waits, requests: server.requests };
}

describe('LLM judge over HTTP (openai-compatible provider)', () => {
  it('success: verdict, evidence and the server’s token counts', async () => {
    const { judge, requests } = await judgeFor((request) =>
      completion(verdicts(request), { promptTokens: 321, completionTokens: 45 }),
    );
    const report = await verify({ response, chunks, judge });
    expect(report.claims[0]).toMatchObject({
      verdict: 'supported',
      evidence: [{ chunkId: 'policy', start: 0 }],
    });
    expect(report.usage).toEqual({ llmCalls: 1, inputTokens: 321, outputTokens: 45 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toMatchObject({ model: 'fake-model', temperature: 0 });
    expect(JSON.stringify(requests[0]!.body.response_format)).toContain('json_schema');
    // The verdict is an enum of the four verdicts in the schema the provider receives.
    expect(JSON.stringify(requests[0]!.body.response_format)).toContain(
      `"verdict":${JSON.stringify({ type: 'string', enum: VERDICTS })}`,
    );
    expect(report.judge.modelId).toBe('openai-compatible.chat:fake-model');
  });

  it('429 with retry-after: waits what the server asked, then succeeds', async () => {
    const { judge, waits, requests } = await judgeFor((request) =>
      request.index === 0
        ? { status: 429, headers: { 'retry-after': '2' }, body: { error: { message: 'rate limited' } } }
        : completion(verdicts(request)),
    );
    const result = await judge.verifyClaims({ claims, chunks });
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([2000]);
    expect(result.judgements[0]).toMatchObject({ ok: true, verdict: 'supported' });
    expect(result.usage.llmCalls).toBe(1);
    expect(result.metadata?.llm).toMatchObject({ retries: 1 });
  });

  it('a retry-after beyond the limit ends the retries', async () => {
    const { judge, requests } = await judgeFor(() => ({
      status: 429,
      headers: { 'retry-after': '3600' },
      body: {},
    }));
    await expect(judge.verifyClaims({ claims, chunks })).rejects.toThrow(/beyond the 30000 ms limit/);
    expect(requests).toHaveLength(1);
  });

  it('500s exhaust the bounded retries with exponential backoff, then verify() degrades', async () => {
    const { judge, waits, requests } = await judgeFor(
      () => ({ status: 500, body: { error: { message: 'boom' } } }),
      {
        maxRetries: 2,
      },
    );
    const error = await judge.verifyClaims({ claims, chunks }).catch((caught: unknown) => caught);
    expect(JudgeCallError.isInstance(error)).toBe(true);
    expect((error as JudgeCallError).isRetryable).toBe(true);
    expect((error as Error).message).toContain('HTTP 500');
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([10, 20]);
    const report = await verify({ response, chunks, judge, logger: silentLogger });
    expect(report.status).toBe('degraded');
    expect(report.error).toMatchObject({ code: 'judge_call_error', retryable: true });
    expect(report.flagged).toBe(false);
  });

  it('a 401 is not retried', async () => {
    const { judge, requests } = await judgeFor(() => ({
      status: 401,
      body: { error: { message: 'bad key' } },
    }));
    const error = await judge.verifyClaims({ claims, chunks }).catch((caught: unknown) => caught);
    expect(JudgeCallError.isInstance(error) && !error.isRetryable).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('a server that does not answer times out per call, retried within the budget', async () => {
    const { judge, requests, waits } = await judgeFor(() => 'hang', { timeoutMs: 100, maxRetries: 1 });
    const error = await judge.verifyClaims({ claims, chunks }).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('did not answer within 100 ms');
    expect(JudgeCallError.isInstance(error) && error.isRetryable).toBe(true);
    // Two attempts (one retry wait). The server may see fewer: on a loaded machine an attempt can
    // time out before its request arrives, so its count is a bound, not the measure.
    expect(waits).toHaveLength(1);
    expect(requests.length).toBeLessThanOrEqual(2);
  });

  it('malformed JSON is a JudgeResponseError and is not retried', async () => {
    const { judge, requests } = await judgeFor(() => completion('{"verdicts": [ {"claim_id": "k1", '));
    const error = await judge.verifyClaims({ claims, chunks }).catch((caught: unknown) => caught);
    expect(JudgeResponseError.isInstance(error)).toBe(true);
    expect(requests).toHaveLength(1);
    // The reply was billed: the error says what it cost.
    expect((error as JudgeResponseError).usage).toEqual({ llmCalls: 1, inputTokens: 120, outputTokens: 30 });
  });

  it("an unusable reply's cost stays in the report, whether verify() degrades or falls back", async () => {
    const { judge } = await judgeFor(() => completion('not json at all {', { completionTokens: 7 }));
    const degraded = await verify({ response, chunks, judge, logger: silentLogger });
    expect(degraded.status).toBe('degraded');
    expect(degraded.usage).toEqual({ llmCalls: 1, inputTokens: 120, outputTokens: 7 });
    const fellBack = await verify({
      response,
      chunks,
      judge,
      logger: silentLogger,
      onJudgeError: 'fallback',
      fallbackJudge: createLocalJudge(),
    });
    expect(fellBack.judge.id).toBe('local');
    expect(fellBack.usage).toEqual({ llmCalls: 1, inputTokens: 120, outputTokens: 7 });
  });

  it('schema-violating JSON is a JudgeResponseError', async () => {
    const { judge } = await judgeFor(() =>
      completion({ verdicts: [{ claim_id: 'k1', verdict: 'supported' }] }),
    );
    await expect(judge.verifyClaims({ claims, chunks })).rejects.toThrow(/not valid judge output/);
  });

  it('a reply cut off by the token limit is an error, not a partial verdict', async () => {
    const { judge } = await judgeFor((request) =>
      completion(JSON.stringify(verdicts(request)).slice(0, 60), { finishReason: 'length' }),
    );
    const error = await judge.verifyClaims({ claims, chunks }).catch((caught: unknown) => caught);
    expect(JudgeResponseError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('cut off by the token limit');
  });

  it('wrong verdict strings become errors on those claims; on every claim, nothing was judged', async () => {
    const { judge } = await judgeFor((request) => completion(verdicts(request, 'probably true')));
    await expect(verify({ response, chunks, judge, onJudgeError: 'throw' })).rejects.toThrow(
      /every claim .*probably true/,
    );
    const report = await verify({ response, chunks, judge, logger: silentLogger });
    expect(report.status).toBe('degraded');
    expect(report.error).toMatchObject({ code: 'judge_response_error' });
  });
});
