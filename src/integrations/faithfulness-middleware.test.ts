import { generateText, streamText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createBackgroundRunner } from '../background/background-runner.js';
import type { FaithfulnessCheckOutcome } from '../background/run-faithfulness-check.js';
import type { ScheduleFaithfulnessCheckOptions } from '../background/schedule-faithfulness-check.js';
import { mockJudge } from '../test/mock-judge.js';
import { faithfulnessMiddleware } from './faithfulness-middleware.js';

const answer = 'The refund window is 60 days.';
const chunks = [{ id: 'policy', text: 'The refund window is 30 days from delivery.' }];
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function streamingModel() {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: new ReadableStream({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 't' });
          for (const word of answer.split(/(?<= )/))
            controller.enqueue({ type: 'text-delta', id: 't', delta: word });
          controller.enqueue({ type: 'text-end', id: 't' });
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage });
          controller.close();
        },
      }),
    }),
    doGenerate: async () => ({
      content: [{ type: 'text', text: answer }],
      finishReason: { unified: 'stop', raw: undefined },
      usage,
      warnings: [],
    }),
  });
}

function slowJudge() {
  return mockJudge({
    claims: { [answer]: [answer] },
    verdicts: { [answer]: { verdict: 'contradicted', evidence: [{ chunkId: 'policy', quote: '30 days' }] } },
    latencyMs: 200,
  });
}

describe('faithfulnessMiddleware', () => {
  it('streams untouched and without waiting for the check, then verifies the streamed text', async () => {
    // The judge answers only when released, so the stream ending first shows it never waited
    // (a wall-clock bound would depend on the machine's speed).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const scripted = slowJudge();
    const judge: typeof scripted = {
      ...scripted,
      calls: scripted.calls,
      verifyClaims: async (options) => {
        await gate;
        return scripted.verifyClaims(options);
      },
    };
    const runner = createBackgroundRunner();
    const outcomes: FaithfulnessCheckOutcome[] = [];
    const model = wrapLanguageModel({
      model: streamingModel(),
      middleware: faithfulnessMiddleware({
        enabled: true,
        runner,
        store: false,
        logger: { debug() {}, info() {}, warn() {}, error() {} },
        verifyOptions: { judge },
        onFinish: (outcome) => void outcomes.push(outcome),
      }),
    });
    const result = streamText({
      model,
      prompt: 'How long is the refund window?',
      providerOptions: { faithcheck: { chunks } },
    });
    let streamed = '';
    for await (const delta of result.textStream) streamed += delta;
    expect(streamed).toBe(answer);
    expect(outcomes).toHaveLength(0);
    release();
    await runner.drain({ deadlineMs: 5000 });
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]?.report).toMatchObject({ flagged: true, overallScore: 0 });
    expect(judge.calls[0]).toEqual({
      method: 'extractClaims',
      response: answer,
      query: 'How long is the refund window?',
    });
    expect(judge.calls[1]).toMatchObject({ method: 'verifyClaims', chunkIds: ['policy'] });
  });

  it('verifies generateText output against grounded tool results in the prompt', async () => {
    const calls: ScheduleFaithfulnessCheckOptions[] = [];
    const model = wrapLanguageModel({
      model: streamingModel(),
      middleware: faithfulnessMiddleware({ enabled: true, schedule: (options) => void calls.push(options) }),
    });
    const result = await generateText({
      model,
      providerOptions: { faithcheck: { chatId: 'chat-1', messageId: 'msg-1' } },
      messages: [
        { role: 'user', content: 'Refund window?' },
        {
          role: 'assistant',
          content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'search', input: {} }],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: 'c1',
              toolName: 'search',
              output: {
                type: 'json',
                value: { strategy: 'grounded', chunks: [{ id: 'policy', content: chunks[0]!.text }] },
              },
            },
          ],
        },
      ],
    });
    expect(result.text).toBe(answer);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      chatId: 'chat-1',
      messageId: 'msg-1',
      response: answer,
      query: 'Refund window?',
      chunks: [{ id: 'policy', text: chunks[0]!.text }],
    });
  });

  it('skips calls without context, and uses the system prompt only when asked', async () => {
    const calls: ScheduleFaithfulnessCheckOptions[] = [];
    const schedule = (options: ScheduleFaithfulnessCheckOptions) => void calls.push(options);
    const plain = wrapLanguageModel({
      model: streamingModel(),
      middleware: faithfulnessMiddleware({ enabled: true, schedule }),
    });
    await generateText({
      model: plain,
      system: 'Context: refunds within 30 days.',
      prompt: 'Refund window?',
    });
    expect(calls).toHaveLength(0);
    const withSystem = wrapLanguageModel({
      model: streamingModel(),
      middleware: faithfulnessMiddleware({ enabled: true, schedule, systemPromptAsContext: true }),
    });
    await generateText({
      model: withSystem,
      system: 'Context: refunds within 30 days.',
      prompt: 'Refund window?',
    });
    expect(calls[0]?.chunks).toEqual([{ id: 'system', text: 'Context: refunds within 30 days.' }]);
  });

  it('checks against the `chunks` it was given (a route that retrieved first), and says once when it has none', async () => {
    const calls: ScheduleFaithfulnessCheckOptions[] = [];
    const warnings: string[] = [];
    const logger = {
      debug() {},
      info() {},
      warn: (message: string) => void warnings.push(message),
      error() {},
    };
    const schedule = (options: ScheduleFaithfulnessCheckOptions) => void calls.push(options);
    const given = wrapLanguageModel({
      model: streamingModel(),
      middleware: faithfulnessMiddleware({ enabled: true, schedule, chunks, logger }),
    });
    await generateText({ model: given, prompt: 'Refund window?' });
    expect(calls[0]).toMatchObject({ response: answer, chunks, enabled: true });
    const none = wrapLanguageModel({
      model: streamingModel(),
      middleware: faithfulnessMiddleware({ enabled: true, schedule, logger }),
    });
    await generateText({ model: none, prompt: 'Refund window?' });
    await generateText({ model: none, prompt: 'Refund window?' });
    expect(calls).toHaveLength(1);
    expect(warnings).toEqual([
      expect.stringMatching(/no chunks to check against; pass `chunks` or `getChunks`/),
    ]);
  });

  it('with the feature gate off, checks nothing', async () => {
    const calls: ScheduleFaithfulnessCheckOptions[] = [];
    const model = wrapLanguageModel({
      model: streamingModel(),
      middleware: faithfulnessMiddleware({
        enabled: false,
        chunks,
        schedule: (options) => void calls.push(options),
        logger: { debug() {}, info() {}, warn() {}, error() {} },
      }),
    });
    await generateText({ model, prompt: 'Refund window?' });
    expect(calls).toHaveLength(0);
  });
});
