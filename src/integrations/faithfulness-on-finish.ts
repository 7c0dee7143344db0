/**
 * Seed 000's route integration as one helper for the AI SDK's `onFinish`: when the feature gate
 * is on, read the finished assistant message, collect chunks from grounded tool outputs, and
 * schedule the check (verify → save → log) off the response path. Nothing here throws into the
 * stream's callback.
 */
import type { ScheduleFaithfulnessCheckOptions } from '../background/schedule-faithfulness-check.js';
import { isFaithfulnessCheckEnabled } from '../check-faithfulness.js';
import { consoleLogger } from '../logger.js';
import { backgroundScheduler, type CheckScheduler } from './check-scheduler.js';
import {
  type ChunkReader,
  extractGroundedChunks,
  messageText,
  type UIMessageLike,
} from './ui-message-parts.js';

export interface FaithfulnessOnFinishOptions
  extends Omit<ScheduleFaithfulnessCheckOptions, 'response' | 'chunks' | 'messageId' | 'query' | 'chatId'> {
  /** The chat id: any non-empty string (uuid or not; the AI SDK's default ids are not uuids). */
  chatId: string;
  /** Default: `ENABLE_FAITHFULNESS_CHECK === "true"`. */
  enabled?: boolean;
  /** Only read these tools' outputs (e.g. `['searchKnowledgeBase']`). Default: every tool. */
  toolNames?: readonly string[];
  /** How to read chunks from a tool output. Default: `chunks`/`results`/`documents`/`sources` arrays. */
  readChunks?: ChunkReader;
  /** Default: the in-process runner. Use `nextAfterScheduler()` or `waitUntilScheduler()` on serverless. */
  schedule?: CheckScheduler;
}

/** What the AI SDK passes to `onFinish` (`toUIMessageStreamResponse`, `createUIMessageStream`). */
export interface FinishedMessagesEvent {
  messages?: ReadonlyArray<UIMessageLike>;
  responseMessage?: UIMessageLike;
}

export type CheckDecision =
  | { scheduled: true; messageId: string | null; chunks: number }
  | { scheduled: false; reason: 'disabled' | 'no_message' | 'no_text' | 'not_grounded' };

/**
 * Decides and schedules the check for one finished response. Returns what it did, at once.
 *
 * @example
 * const decision = checkFinishedResponse({ chatId, messages, responseMessage });
 */
export function checkFinishedResponse(
  options: FaithfulnessOnFinishOptions & FinishedMessagesEvent,
): CheckDecision {
  const { chatId, enabled, toolNames, readChunks, schedule, messages, responseMessage, ...checkOptions } =
    options;
  if (!(enabled ?? isFaithfulnessCheckEnabled())) return { scheduled: false, reason: 'disabled' };
  const all = messages ?? [];
  const message = responseMessage ?? [...all].reverse().find((candidate) => candidate.role === 'assistant');
  if (!message) return { scheduled: false, reason: 'no_message' };
  const { chunks } = extractGroundedChunks(message, { toolNames, readChunks });
  if (chunks.length === 0) return { scheduled: false, reason: 'not_grounded' };
  const response = messageText(message);
  if (!response) return { scheduled: false, reason: 'no_text' };
  const position = all.findIndex(
    (candidate) => candidate === message || (message.id && candidate.id === message.id),
  );
  const before = position >= 0 ? all.slice(0, position) : all;
  const lastUser = [...before].reverse().find((candidate) => candidate.role === 'user');
  const query = lastUser ? messageText(lastUser) || null : null;
  (schedule ?? backgroundScheduler())({
    ...checkOptions,
    chatId,
    messageId: message.id ?? null,
    query,
    response,
    chunks,
  });
  return { scheduled: true, messageId: message.id ?? null, chunks: chunks.length };
}

/**
 * An `onFinish` callback for `toUIMessageStreamResponse` / `createUIMessageStream`.
 *
 * @example
 * return result.toUIMessageStreamResponse({
 *   originalMessages: messages,
 *   onFinish: faithfulnessOnFinish({ chatId: id, schedule: nextAfterScheduler() }),
 * });
 */
export function faithfulnessOnFinish(
  options: FaithfulnessOnFinishOptions,
): (event: FinishedMessagesEvent) => void {
  return (event) => {
    try {
      checkFinishedResponse({ ...options, messages: event.messages, responseMessage: event.responseMessage });
    } catch (error) {
      (options.logger ?? consoleLogger).error('[faithfulness] could not schedule the check', {
        message: (error as Error).message,
      });
    }
  };
}
