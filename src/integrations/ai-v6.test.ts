/**
 * The integrations against AI SDK 6 (installed as the `ai-v6` npm alias), the major that installs
 * cleanly on Node 20: `ai` is a peer dependency, so an app on ai@6 uses faithcheck with its own copy.
 * The same paths run against ai@7 in faithfulness-middleware.test.ts and faithfulness-on-finish.test.ts.
 */
import { generateId, streamText, wrapLanguageModel } from 'ai-v6';
import { MockLanguageModelV3 } from 'ai-v6/test';
import { describe, expect, it } from 'vitest';
import type { ScheduleFaithfulnessCheckOptions } from '../background/schedule-faithfulness-check.js';
import { faithfulnessMiddleware } from './faithfulness-middleware.js';
import { faithfulnessOnFinish } from './faithfulness-on-finish.js';

const answer = 'The refund window is 60 days.';
const chunks = [{ id: 'policy', text: 'The refund window is 30 days from delivery.' }];
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function streamingModel() {
  return new MockLanguageModelV3({
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
  });
}

function recorder() {
  const calls: ScheduleFaithfulnessCheckOptions[] = [];
  return { calls, schedule: (options: ScheduleFaithfulnessCheckOptions) => void calls.push(options) };
}

describe('with AI SDK 6 (ai@6, language model specification v3)', () => {
  it('the middleware wraps a v3 model: the stream is untouched and the streamed text is checked', async () => {
    const { calls, schedule } = recorder();
    // Cast only here: this repository compiles against ai@7, so the declared type is ai@7's. An app has
    // one `ai` (a peer), and the declaration then names its type: examples/next-app type-checks this
    // call against ai@6 in `next build` (npm run example:next).
    const model = wrapLanguageModel({
      model: streamingModel(),
      middleware: faithfulnessMiddleware({ enabled: true, schedule }) as Parameters<
        typeof wrapLanguageModel
      >[0]['middleware'],
    });
    const result = streamText({
      model,
      prompt: 'How long is the refund window?',
      providerOptions: { faithcheck: { chunks, chatId: generateId(), messageId: 'm1' } },
    });
    let streamed = '';
    for await (const delta of result.textStream) streamed += delta;
    expect(streamed).toBe(answer);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ response: answer, chunks, query: 'How long is the refund window?' });
    expect(calls[0]?.chatId).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it("faithfulnessOnFinish reads ai@6's finished UI message, with the route's chunks", async () => {
    const { calls, schedule } = recorder();
    const chatId = generateId();
    const result = streamText({ model: streamingModel(), prompt: 'How long is the refund window?' });
    const response = result.toUIMessageStreamResponse({
      originalMessages: [
        { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How long is the refund window?' }] },
      ],
      generateMessageId: () => 'a1',
      onFinish: faithfulnessOnFinish({ chatId, chunks, enabled: true, schedule }),
    });
    await response.text();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      chatId,
      messageId: 'a1',
      query: 'How long is the refund window?',
      response: answer,
      chunks,
    });
  });
});
