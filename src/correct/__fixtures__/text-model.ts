/**
 * A scripted AI SDK model for the corrective loop's tests: `MockLanguageModelV4` answering each
 * call with the next scripted text (or throwing a scripted error), recording every prompt. It
 * fails on a call it has no script for.
 */
import { MockLanguageModelV4 } from 'ai/test';

export interface TextModel {
  model: MockLanguageModelV4;
  /** The user prompt text of every call, in order. */
  prompts: () => string[];
}

export function textModel(replies: Array<string | Error>): TextModel {
  let call = 0;
  const model = new MockLanguageModelV4({
    provider: 'mock',
    modelId: 'text-model',
    doGenerate: async () => {
      const reply = replies[call];
      call += 1;
      if (reply === undefined) throw new Error(`text model: no reply scripted for call ${call}`);
      if (reply instanceof Error) throw reply;
      return {
        content: [{ type: 'text', text: reply }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: {
          inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 20, text: 20, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
  const prompts = () =>
    model.doGenerateCalls.map((options) =>
      options.prompt
        .filter((message) => message.role === 'user')
        .flatMap((message) => message.content)
        .map((part) => ('text' in part ? part.text : ''))
        .join('\n'),
    );
  return { model, prompts };
}
