/**
 * An AI SDK language-model middleware that verifies what the model generated against the context
 * it was given — without delaying the stream: text deltas pass through untouched while a copy is
 * collected, and the check is scheduled when the stream flushes (or after `generate` returns).
 * The context is, in order: `providerOptions.faithcheck.chunks` of the call, the grounded tool
 * results in the prompt, and — only with `systemPromptAsContext` — the system prompt.
 */
import type { LanguageModelMiddleware } from 'ai';
import type { ScheduleFaithfulnessCheckOptions } from '../background/schedule-faithfulness-check.js';
import type { RetrievedChunk } from '../check-faithfulness.js';
import { isGateOpen } from '../core/feature-gate.js';
import { consoleLogger } from '../logger.js';
import { backgroundScheduler, type CheckScheduler } from './check-scheduler.js';
import {
  type ChunkReader,
  readChunks as defaultReadChunks,
  extractGroundedChunks,
} from './ui-message-parts.js';

type WrapStreamOptions = Parameters<NonNullable<LanguageModelMiddleware['wrapStream']>>[0];
type StreamPart =
  Awaited<ReturnType<WrapStreamOptions['doStream']>>['stream'] extends ReadableStream<infer Part>
    ? Part
    : never;
/** The call options the model received. */
export type ModelCallParams = WrapStreamOptions['params'];

export interface FaithfulnessMiddlewareOptions
  extends Omit<ScheduleFaithfulnessCheckOptions, 'response' | 'chunks' | 'query' | 'chatId' | 'messageId'> {
  /** The feature gate. Default: `ENABLE_FAITHFULNESS_CHECK === "true"`. */
  enabled?: boolean;
  /**
   * The chunks every call of this model is checked against — for a model wrapped per request, after
   * the route retrieved them. Else `getChunks`, else the call's own context (see the module comment).
   */
  chunks?: readonly RetrievedChunk[];
  /** Chunks for a call; return null to skip the check. Default: see the module comment. */
  getChunks?: (params: ModelCallParams) => readonly RetrievedChunk[] | null;
  /** Use the system prompt as context when nothing else is found. Default false. */
  systemPromptAsContext?: boolean;
  readChunks?: ChunkReader;
  /** Ids to store the check under, per call. Default: `providerOptions.faithcheck.chatId` / `.messageId`. */
  getIds?: (params: ModelCallParams) => { chatId?: string | null; messageId?: string | null };
  /** Default: the in-process runner. */
  schedule?: CheckScheduler;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The default context lookup. */
export function contextFromCall(
  params: ModelCallParams,
  options: { systemPromptAsContext?: boolean; readChunks?: ChunkReader } = {},
): RetrievedChunk[] | null {
  const explicit = asRecord(params.providerOptions?.faithcheck)?.chunks;
  if (Array.isArray(explicit) && explicit.length > 0) return explicit as RetrievedChunk[];
  const parts: unknown[] = [];
  for (const message of params.prompt) {
    if (message.role !== 'tool' && message.role !== 'assistant') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result') continue;
      const output =
        part.output.type === 'json' || part.output.type === 'text' ? part.output.value : undefined;
      const value = typeof output === 'string' ? safeJson(output) : output;
      parts.push({ type: `tool-${part.toolName}`, state: 'output-available', output: value });
    }
  }
  const { chunks } = extractGroundedChunks(
    { parts },
    { readChunks: options.readChunks ?? defaultReadChunks },
  );
  if (chunks.length > 0) return chunks;
  if (options.systemPromptAsContext) {
    const system = params.prompt
      .filter((message) => message.role === 'system')
      .map((message) => message.content as string)
      .join('\n\n');
    if (system.trim()) return [{ id: 'system', text: system }];
  }
  return null;
}

/** `providerOptions.faithcheck.chatId` / `.messageId` of the call, when given as strings. */
function idsFromCall(params: ModelCallParams): { chatId?: string; messageId?: string } {
  const options = asRecord(params.providerOptions?.faithcheck);
  return {
    ...(typeof options?.chatId === 'string' ? { chatId: options.chatId } : {}),
    ...(typeof options?.messageId === 'string' ? { messageId: options.messageId } : {}),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function lastUserText(params: ModelCallParams): string | null {
  const user = [...params.prompt].reverse().find((message) => message.role === 'user');
  if (user?.role !== 'user') return null;
  const text = user.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('')
    .trim();
  return text || null;
}

/**
 * @example
 * const model = wrapLanguageModel({ model: openai('gpt-4o-mini'), middleware: faithfulnessMiddleware() });
 * const result = streamText({ model, system, prompt, providerOptions: { faithcheck: { chunks } } });
 */
export function faithfulnessMiddleware(options: FaithfulnessMiddlewareOptions = {}): LanguageModelMiddleware {
  const {
    enabled,
    chunks: givenChunks,
    getChunks,
    systemPromptAsContext,
    readChunks,
    getIds,
    schedule,
    ...checkOptions
  } = options;
  const logger = options.logger ?? consoleLogger;
  const scheduler = schedule ?? backgroundScheduler();
  let reportedUngrounded = false;

  function scheduleCheck(params: ModelCallParams, text: string): void {
    try {
      if (!isGateOpen(enabled, logger)) return;
      const response = text.trim();
      if (!response) return;
      const chunks =
        givenChunks && givenChunks.length > 0
          ? givenChunks
          : getChunks
            ? getChunks(params)
            : contextFromCall(params, { systemPromptAsContext, readChunks });
      if (!chunks || chunks.length === 0) {
        // Never silent: say once why nothing is checked, and what to pass.
        if (!reportedUngrounded) {
          reportedUngrounded = true;
          logger.warn(
            '[faithfulness] model call not checked: no chunks to check against; pass `chunks` or `getChunks` to faithfulnessMiddleware(), or providerOptions.faithcheck.chunks to the call',
          );
        }
        return;
      }
      scheduler({
        ...checkOptions,
        enabled: true,
        ...(getIds ? getIds(params) : idsFromCall(params)),
        query: lastUserText(params),
        response,
        chunks: [...chunks],
      });
    } catch (error) {
      logger.error('[faithfulness] middleware could not schedule the check', {
        message: (error as Error).message,
      });
    }
  }

  return {
    specificationVersion: 'v4',
    async wrapGenerate({ doGenerate, params }) {
      const result = await doGenerate();
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      scheduleCheck(params, text);
      return result;
    },
    async wrapStream({ doStream, params }) {
      const { stream, ...rest } = await doStream();
      let text = '';
      const tap = new TransformStream<StreamPart, StreamPart>({
        transform(part, controller) {
          controller.enqueue(part);
          if (part.type === 'text-delta') text += part.delta;
        },
        flush() {
          scheduleCheck(params, text);
        },
      });
      return { stream: stream.pipeThrough(tap), ...rest };
    },
  };
}
