/**
 * Test doubles for the LLM judge: an AI SDK `MockLanguageModelV4` that answers each request from
 * a responder (which sees the output name, the system text and the fenced items of the prompt),
 * records every call, and reports token usage from a simple estimator so tests can check that
 * the judge adds usage up exactly.
 */

import { MockLanguageModelV4 } from 'ai/test';

type LanguageModelV4CallOptions = Parameters<MockLanguageModelV4['doGenerate']>[0];

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

export interface FencedItem {
  kind: string;
  id?: string;
  text: string;
}

export interface ScriptedRequest {
  /** The output name: `verification`, `claims`, `claim_verdicts` or `claim_verdict`. */
  output: string;
  system: string;
  user: string;
  items: FencedItem[];
}

export type ScriptedReply = unknown | { raw: string; finish?: 'stop' | 'length' | 'content-filter' };

export interface ScriptedModel extends MockLanguageModelV4 {
  requests: ScriptedRequest[];
  /** Usage the model reported, summed over calls. */
  reported: { calls: number; inputTokens: number; outputTokens: number };
}

export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

function textOf(options: LanguageModelV4CallOptions, role: 'system' | 'user'): string {
  return options.prompt
    .filter((message) => message.role === role)
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => ('text' in part ? part.text : '')).join(''),
    )
    .join('\n');
}

/** The fenced items of a prompt, in order. */
export function fencedItems(user: string): FencedItem[] {
  const items: FencedItem[] = [];
  for (const match of user.matchAll(/<(data-[0-9a-f]+)([^>]*)>\n([\s\S]*?)\n<\/\1>/g)) {
    const attributes = Object.fromEntries(
      [...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((attribute) => [attribute[1]!, attribute[2]!]),
    );
    items.push({
      kind: attributes.kind ?? '',
      ...(attributes.id ? { id: attributes.id } : {}),
      text: match[3]!,
    });
  }
  return items;
}

export function scriptedModel(
  respond: (request: ScriptedRequest) => ScriptedReply | Promise<ScriptedReply>,
  modelId = 'scripted',
): ScriptedModel {
  const requests: ScriptedRequest[] = [];
  const reported = { calls: 0, inputTokens: 0, outputTokens: 0 };
  const model = new MockLanguageModelV4({
    provider: 'mock',
    modelId,
    doGenerate: async (options) => {
      const format = options.responseFormat;
      const request: ScriptedRequest = {
        output: format?.type === 'json' ? (format.name ?? '') : '',
        system: textOf(options, 'system'),
        user: textOf(options, 'user'),
        items: [],
      };
      request.items = fencedItems(request.user);
      requests.push(request);
      const reply = await respond(request);
      const isRaw = typeof reply === 'object' && reply !== null && 'raw' in reply;
      const text = isRaw ? (reply as { raw: string }).raw : JSON.stringify(reply);
      const finish = isRaw ? ((reply as { finish?: string }).finish ?? 'stop') : 'stop';
      const inputTokens = estimateTokens(request.system) + estimateTokens(request.user);
      const outputTokens = estimateTokens(text);
      reported.calls += 1;
      reported.inputTokens += inputTokens;
      reported.outputTokens += outputTokens;
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: finish as 'stop', raw: finish },
        usage: {
          inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: outputTokens, text: outputTokens, reasoning: 0 },
        },
        warnings: [],
      };
    },
  }) as ScriptedModel;
  model.requests = requests;
  model.reported = reported;
  return model;
}
