/**
 * Maps a failed model attempt onto the error family, the same way for every feature that calls a
 * model: network, timeout, 408, 429 and 5xx are a retryable `JudgeCallError`; a reply that is
 * malformed, off-schema, cut off, filtered, refused or empty is a `JudgeResponseError` carrying the
 * usage it was billed. The error classes are read from the AI SDK's `isInstance`, never by name.
 */
import { JudgeCallError, JudgeResponseError } from '../errors.js';
import type { Usage } from '../spec/usage.js';

export type AiSdk = typeof import('ai');

const REFUSAL =
  /\b(i'?m sorry|i cannot|i can'?t|i am unable|i'?m unable|i won'?t|cannot help|can'?t assist)\b/i;

/** Usage in faithcheck's shape from the AI SDK's: one billed reply. */
export function replyUsage(usage: { inputTokens?: number; outputTokens?: number } | undefined): Usage {
  return { llmCalls: 1, inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}

/** A reply that stopped for a reason other than finishing: cut off or filtered. */
export function unfinishedReply(
  finishReason: string | undefined,
  text: string,
  usage: Usage,
  cause?: unknown,
): JudgeResponseError | undefined {
  const options = { usage, ...(cause === undefined ? {} : { cause }) };
  if (finishReason === 'length') {
    return new JudgeResponseError(
      'the model reply was cut off by the token limit (finish reason "length")',
      text,
      options,
    );
  }
  if (finishReason === 'content-filter') {
    return new JudgeResponseError(
      'the model refused: its reply was stopped by a content filter',
      text,
      options,
    );
  }
  return undefined;
}

export interface AttemptContext {
  /** The attempt's own timeout fired. */
  timedOut: boolean;
  timeoutMs: number;
}

/** The error a failed attempt stands for. */
export function toModelCallError(ai: AiSdk, error: unknown, context: AttemptContext): Error {
  const { APICallError, NoObjectGeneratedError, NoOutputGeneratedError } = ai;
  if (context.timedOut) {
    return new JudgeCallError(`the model did not answer within ${context.timeoutMs} ms`, {
      cause: error,
      isRetryable: true,
    });
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    const text = error.text ?? '';
    // The model replied, so the reply is billed even though it is unusable.
    const usage = replyUsage(error.usage);
    const unfinished = unfinishedReply(error.finishReason, text, usage, error);
    if (unfinished) return unfinished;
    if (text.trim() === '')
      return new JudgeResponseError('the model returned an empty reply', text, { cause: error, usage });
    if (!text.includes('{') && REFUSAL.test(text)) {
      return new JudgeResponseError(`the model refused: ${text.slice(0, 200)}`, text, {
        cause: error,
        usage,
      });
    }
    return new JudgeResponseError(
      `the model's reply was not usable: not valid judge output: ${error.message}`,
      text,
      { cause: error, usage },
    );
  }
  if (NoOutputGeneratedError.isInstance(error)) {
    return new JudgeResponseError(
      'the model returned no output (refused, filtered or stopped early)',
      undefined,
      { cause: error },
    );
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const retryable =
      error.isRetryable || status === 408 || status === 429 || (status !== undefined && status >= 500);
    return new JudgeCallError(`the model call failed${status ? ` (HTTP ${status})` : ''}: ${error.message}`, {
      cause: error,
      isRetryable: retryable,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new JudgeCallError(`the model call failed: ${message}`, { cause: error, isRetryable: false });
}
