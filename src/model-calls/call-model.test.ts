/**
 * The one model-call path with mock models: text and structured output, the schema the provider
 * receives, the lenient `accept`, the retry policy (`retry-after` honoured), a deadline over all
 * attempts, the caller's abort, and usage of a billed but unusable reply.
 */
import { APICallError } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JudgeCallError, JudgeResponseError } from '../errors.js';
import { callModel, type ModelOutput } from './call-model.js';
import { jsonSchemaSent } from './provider-json-schema.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

type Reply = string | Error | 'hang';

function model(replies: Reply[]) {
  let call = 0;
  return new MockLanguageModelV4({
    doGenerate: async ({ abortSignal }) => {
      const reply = replies[call++];
      if (reply === undefined) throw new Error(`unexpected model call #${call}`);
      if (reply instanceof Error) throw reply;
      if (reply === 'hang')
        return new Promise((_resolve, reject) => {
          if (abortSignal?.aborted) return reject(abortSignal.reason);
          abortSignal?.addEventListener('abort', () => reject(abortSignal.reason), { once: true });
        });
      return {
        content: [{ type: 'text', text: reply }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 3, text: 3, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}

const rateLimited = (retryAfter: string) =>
  new APICallError({
    message: 'rate limited',
    url: 'http://127.0.0.1/v1',
    requestBodyValues: {},
    statusCode: 429,
    responseHeaders: { 'retry-after': retryAfter },
    isRetryable: true,
  });

const verdictOutput: ModelOutput<z.ZodType<{ verdict: string }>> = {
  name: 'verdict',
  schema: z.object({ verdict: z.enum(['supported', 'contradicted']) }),
  accept: z.object({ verdict: z.string() }),
};

describe('callModel', () => {
  it('text: the reply, temperature 0, one billed call', async () => {
    const mock = model(['a query']);
    const result = await callModel({ model: mock, system: 'Be brief.', prompt: 'Write a query.' });
    expect(result).toEqual({
      output: 'a query',
      usage: { llmCalls: 1, inputTokens: 10, outputTokens: 3 },
      retries: 0,
    });
    expect(mock.doGenerateCalls[0]!.temperature).toBe(0);
    expect(mock.doGenerateCalls[0]!.prompt[0]).toMatchObject({ role: 'system', content: 'Be brief.' });
  });

  it('structured: the provider gets the strict schema (enum, no $schema line); the reply is checked with accept', async () => {
    const mock = model(['{"verdict":"probably true"}']);
    const result = await callModel({ model: mock, prompt: 'Judge.', output: verdictOutput });
    expect(result.output).toEqual({ verdict: 'probably true' });
    const format = mock.doGenerateCalls[0]!.responseFormat as {
      type: string;
      name?: string;
      schema: { $schema?: string; properties: { verdict: { enum?: string[] } } };
    };
    expect(format).toMatchObject({ type: 'json', name: 'verdict' });
    expect(format.schema.properties.verdict.enum).toEqual(['supported', 'contradicted']);
    expect(format.schema.$schema).toBeUndefined();
    expect(await jsonSchemaSent(verdictOutput)).toEqual(format.schema);
  });

  it('an off-schema reply is a JudgeResponseError that carries what it cost, not retried', async () => {
    const mock = model(['{"verdict": 3}']);
    const error = await callModel({ model: mock, prompt: 'Judge.', output: verdictOutput }).catch(
      (caught: unknown) => caught,
    );
    expect(JudgeResponseError.isInstance(error)).toBe(true);
    expect((error as JudgeResponseError).usage).toEqual({ llmCalls: 1, inputTokens: 10, outputTokens: 3 });
    expect(mock.doGenerateCalls).toHaveLength(1);
  });

  it('429 with retry-after: waits what the server asked, then succeeds', async () => {
    const waits: number[] = [];
    const result = await callModel({
      model: model([rateLimited('2'), 'ok']),
      prompt: 'p',
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(waits).toEqual([2000]);
    expect(result).toMatchObject({ output: 'ok', retries: 1 });
  });

  it('a plain error is not retried', async () => {
    const error = await callModel({ model: model([new Error('boom')]), prompt: 'p' }).catch(
      (caught) => caught,
    );
    expect(JudgeCallError.isInstance(error) && !error.isRetryable).toBe(true);
    expect((error as Error).message).toBe('the model call failed: boom');
  });

  it('a deadline over all attempts ends the call as a retryable call failure', async () => {
    const error = await callModel({ model: model(['hang']), prompt: 'p', deadlineMs: 30 }).catch(
      (caught: unknown) => caught,
    );
    expect(JudgeCallError.isInstance(error) && error.isRetryable).toBe(true);
    expect((error as Error).message).toBe('the model did not answer within 30 ms');
  });

  it("the caller's abort is rethrown as is", async () => {
    const controller = new AbortController();
    const pending = callModel({ model: model(['hang']), prompt: 'p', abortSignal: controller.signal });
    controller.abort(new Error('caller gave up'));
    await expect(pending).rejects.toThrow('caller gave up');
  });
});
