/** Test doubles: a mock AI SDK model with scripted replies, and the three-aspect specification's Apple chunks. */
import { MockLanguageModelV4 } from 'ai/test';
import type { Chunk } from '../../spec/chunk.js';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV4['doGenerate']>>;

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

function reply(text: string): GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: undefined },
    usage: {
      inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 20, text: 20, reasoning: undefined },
    },
    warnings: [],
  };
}

/**
 * A model answering each call with the next scripted reply: a JSON-able object, a raw string
 * (e.g. garbage), or an Error to throw. A call beyond the script fails the test loudly.
 */
export function scriptedModel(replies: Array<object | string | Error>) {
  let index = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async () => {
      const next = replies[index++];
      if (next === undefined) throw new Error(`unexpected model call #${index}`);
      if (next instanceof Error) throw next;
      return reply(typeof next === 'string' ? next : JSON.stringify(next));
    },
  });
  return model;
}

/** The text of the prompt of a recorded call. */
export function promptText(model: MockLanguageModelV4, call = 0): string {
  return JSON.stringify(model.doGenerateCalls[call]?.prompt ?? '');
}

/** Five chunks of Apple's 2023 10-Q, as the three-aspect specification's citation example has them. */
export const appleChunks: Chunk[] = [
  "Apple's total revenue was $394 billion for fiscal 2023.",
  'Net sales increased 8% year over year.',
  'iPhone net sales were $200 billion in the prior year.',
  'Services revenue reached a record.',
  'Gross margin was 44 percent.',
].map((text, index) => ({
  id: `aapl-${index + 1}`,
  text,
  metadata: { ticker: 'AAPL', year: 2023, filing_type: '10-Q' },
}));
