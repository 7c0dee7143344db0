/**
 * faithcheck's own `Chunk` passes through its own documented option: `providerOptions: { faithcheck:
 * { chunks } }` with `chunks: Chunk[]` (metadata included) type-checks against the AI SDK's JSON-only
 * `providerOptions`, for ai@7 and ai@6 — `npm run typecheck` is the first half of this test (before
 * the fix: TS2322, "Index signature for type 'string' is missing in type 'Chunk'"); the second half
 * is that the middleware then checks the answer against exactly those chunks.
 */
import { streamText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { streamText as streamTextV6, wrapLanguageModel as wrapLanguageModelV6 } from 'ai-v6';
import { MockLanguageModelV3 } from 'ai-v6/test';
import { describe, expect, it } from 'vitest';
import type { ScheduleFaithfulnessCheckOptions } from '../background/schedule-faithfulness-check.js';
import type { Chunk } from '../index.js';
import { faithfulnessMiddleware } from './faithfulness-middleware.js';

const answer = 'The refund window is 60 days.';
/** Typed as a user of faithcheck types them: the package's own `Chunk`, with metadata. */
const chunks: Chunk[] = [
  {
    id: 'policy',
    text: 'The refund window is 30 days from delivery.',
    metadata: { title: 'Returns', source: 'returns.md', year: 2026, tags: ['refunds'], draft: null },
  },
];
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function answerStream() {
  return new ReadableStream({
    start(controller) {
      controller.enqueue({ type: 'stream-start', warnings: [] });
      controller.enqueue({ type: 'text-start', id: 't' });
      controller.enqueue({ type: 'text-delta', id: 't', delta: answer });
      controller.enqueue({ type: 'text-end', id: 't' });
      controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage });
      controller.close();
    },
  });
}

function recorder() {
  const calls: ScheduleFaithfulnessCheckOptions[] = [];
  return { calls, schedule: (options: ScheduleFaithfulnessCheckOptions) => void calls.push(options) };
}

describe('providerOptions.faithcheck.chunks typed with faithcheck’s Chunk', () => {
  it('type-checks with ai@7 and the middleware checks against those chunks', async () => {
    const { calls, schedule } = recorder();
    const model = wrapLanguageModel({
      model: new MockLanguageModelV4({ doStream: async () => ({ stream: answerStream() }) }),
      middleware: faithfulnessMiddleware({ enabled: true, schedule }),
    });
    const result = streamText({
      model,
      prompt: 'How long is the refund window?',
      providerOptions: { faithcheck: { chunks, chatId: 'chat-1', messageId: 'm1' } },
    });
    await result.consumeStream();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ response: answer, chunks, chatId: 'chat-1', messageId: 'm1' });
  });

  it('type-checks with ai@6 (the example app’s major) and the middleware checks against those chunks', async () => {
    const { calls, schedule } = recorder();
    const model = wrapLanguageModelV6({
      model: new MockLanguageModelV3({ doStream: async () => ({ stream: answerStream() }) }),
      // This repository compiles against ai@7, so the middleware's declared type is ai@7's (see ai-v6.test.ts).
      middleware: faithfulnessMiddleware({ enabled: true, schedule }) as Parameters<
        typeof wrapLanguageModelV6
      >[0]['middleware'],
    });
    const result = streamTextV6({
      model,
      prompt: 'How long is the refund window?',
      providerOptions: { faithcheck: { chunks, chatId: 'chat-1', messageId: 'm1' } },
    });
    await result.consumeStream();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ response: answer, chunks, chatId: 'chat-1', messageId: 'm1' });
  });
});
