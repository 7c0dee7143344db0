/**
 * The background-check specification's route integration as one helper for the AI SDK's `onFinish`: when the feature gate
 * is on, read the finished assistant message, take the chunks the route retrieved (`chunks` /
 * `getChunks`) or else collect them from grounded tool outputs, and schedule the check
 * (verify → save → log) off the response path. Nothing here throws into the stream's callback, and
 * a response that cannot be checked is never skipped silently: the first skip of each kind is
 * logged with what to do about it.
 */

import type { ScheduleFaithfulnessCheckOptions } from '../background/schedule-faithfulness-check.js';
import type { RetrievedChunk } from '../check-faithfulness.js';
import { isGateOpen } from '../core/feature-gate.js';
import { consoleLogger, type Logger } from '../logger.js';
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
  /** The feature gate. Default: `ENABLE_FAITHFULNESS_CHECK === "true"`. */
  enabled?: boolean;
  /**
   * The chunks the answer was generated from — what a route that retrieves before calling the model
   * passes. When absent (or `getChunks` returns nothing), chunks are read from tool outputs.
   */
  chunks?: readonly RetrievedChunk[];
  /** Like `chunks`, computed when the response has finished (e.g. from the message's metadata). */
  getChunks?: (message: UIMessageLike) => readonly RetrievedChunk[] | null | undefined;
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

export type SkipReason = 'disabled' | 'no_message' | 'no_text' | 'not_grounded';

export type CheckDecision =
  | { scheduled: true; messageId: string | null; chunks: number }
  | { scheduled: false; reason: SkipReason };

/** Why a response was not checked, and what to do about it (logged once per reason). */
const SKIP_ADVICE: Record<Exclude<SkipReason, 'disabled'>, string> = {
  no_message: 'onFinish received no assistant message; pass originalMessages to toUIMessageStreamResponse',
  no_text: 'the assistant message has no text to check',
  not_grounded:
    'no chunks to check against: pass `chunks` (what your route retrieved) or `getChunks`, or return them from a tool',
};

/** Reasons already logged, per logger (the default logger is one per process). */
const reported = new WeakMap<Logger, Set<SkipReason>>();

function reportSkipOnce(reason: Exclude<SkipReason, 'disabled'>, logger: Logger): void {
  const seen = reported.get(logger) ?? new Set<SkipReason>();
  reported.set(logger, seen);
  if (seen.has(reason)) return;
  seen.add(reason);
  logger.warn(`[faithfulness] response not checked: ${SKIP_ADVICE[reason]}`);
}

function resolveChunks(
  options: Pick<FaithfulnessOnFinishOptions, 'chunks' | 'getChunks' | 'toolNames' | 'readChunks'>,
  message: UIMessageLike,
): readonly RetrievedChunk[] {
  const given = options.getChunks ? options.getChunks(message) : options.chunks;
  if (given && given.length > 0) return given;
  return extractGroundedChunks(message, { toolNames: options.toolNames, readChunks: options.readChunks })
    .chunks;
}

/**
 * Decides and schedules the check for one finished response. Returns what it did, at once.
 *
 * @example
 * const decision = checkFinishedResponse({ chatId, messages, responseMessage });
 */
export function checkFinishedResponse(
  options: FaithfulnessOnFinishOptions & FinishedMessagesEvent,
): CheckDecision {
  const {
    chatId,
    enabled,
    chunks: givenChunks,
    getChunks,
    toolNames,
    readChunks,
    schedule,
    messages,
    responseMessage,
    ...checkOptions
  } = options;
  const logger = options.logger ?? consoleLogger;
  if (!isGateOpen(enabled, logger)) return { scheduled: false, reason: 'disabled' };
  const skip = (reason: Exclude<SkipReason, 'disabled'>): CheckDecision => {
    reportSkipOnce(reason, logger);
    return { scheduled: false, reason };
  };
  const all = messages ?? [];
  const message = responseMessage ?? [...all].reverse().find((candidate) => candidate.role === 'assistant');
  if (!message) return skip('no_message');
  const chunks = resolveChunks({ chunks: givenChunks, getChunks, toolNames, readChunks }, message);
  if (chunks.length === 0) return skip('not_grounded');
  const response = messageText(message);
  if (!response) return skip('no_text');
  const position = all.findIndex(
    (candidate) => candidate === message || (message.id && candidate.id === message.id),
  );
  const before = position >= 0 ? all.slice(0, position) : all;
  const lastUser = [...before].reverse().find((candidate) => candidate.role === 'user');
  const query = lastUser ? messageText(lastUser) || null : null;
  (schedule ?? backgroundScheduler())({
    ...checkOptions,
    // The gate said yes here: a scheduler must not ask the environment again.
    enabled: true,
    chatId,
    messageId: message.id ?? null,
    query,
    response,
    chunks: [...chunks],
  });
  return { scheduled: true, messageId: message.id ?? null, chunks: chunks.length };
}

/**
 * An `onFinish` callback for `toUIMessageStreamResponse` / `createUIMessageStream`.
 *
 * @example
 * const chunks = await retrieve(question);
 * return result.toUIMessageStreamResponse({
 *   originalMessages: messages,
 *   onFinish: faithfulnessOnFinish({ chatId: id, chunks, schedule: nextAfterScheduler() }),
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
