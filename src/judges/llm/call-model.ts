/**
 * One structured model call, made safe: temperature 0, output validated with zod, a per-attempt
 * timeout, and our own bounded retry loop (the SDK's is switched off so that `retry-after` is
 * honoured and the budget is testable). Every failure becomes a typed error and never a value:
 * network, timeout, 429 and 5xx are `JudgeCallError` (retryable), malformed, off-schema, truncated,
 * refused or empty replies are `JudgeResponseError`. The AI SDK (a peer dependency) is imported on
 * the first call, so importing faithcheck for the local judge never loads it.
 */
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import { JudgeCallError, JudgeResponseError } from '../../errors.js';
import type { Usage } from '../../spec/usage.js';
import { backoffDelay, parseRetryAfter, type RetrySettings, sleep } from './retry-delay.js';

export interface CallModelOptions<Schema extends z.ZodType> {
  model: Exclude<LanguageModel, string>;
  system: string;
  prompt: string;
  schema: Schema;
  /** A name for the output, sent to providers that support named schemas. */
  schemaName: string;
  retry: RetrySettings;
  /** Per-attempt timeout. */
  timeoutMs: number;
  maxOutputTokens?: number;
  abortSignal?: AbortSignal;
  /** Injected in tests to observe the retry schedule without waiting. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface CallModelResult<Output> {
  output: Output;
  /** Model calls that returned a reply (billed); failed attempts are counted in `retries`. */
  usage: Usage;
  retries: number;
}

const REFUSAL =
  /\b(i'?m sorry|i cannot|i can'?t|i am unable|i'?m unable|i won'?t|cannot help|can'?t assist)\b/i;

/** Usage in faithcheck's shape from the AI SDK's: one billed reply. */
function replyUsage(usage: { inputTokens?: number; outputTokens?: number } | undefined): Usage {
  return { llmCalls: 1, inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}

/** Maps a failed attempt onto the error family. */
type AiSdk = typeof import('ai');
let aiSdk: Promise<AiSdk> | undefined;
const loadAiSdk = (): Promise<AiSdk> => (aiSdk ??= import('ai'));

function toJudgeError(ai: AiSdk, error: unknown, context: { timedOut: boolean; timeoutMs: number }): Error {
  const { APICallError, NoObjectGeneratedError, NoOutputGeneratedError } = ai;
  if (context.timedOut) {
    return new JudgeCallError(`the model did not answer within ${context.timeoutMs} ms`, {
      cause: error,
      isRetryable: true,
    });
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    const text = error.text ?? '';
    const finish = error.finishReason;
    // The model replied, so the reply is billed even though it is unusable.
    const usage = replyUsage(error.usage);
    if (finish === 'length') {
      return new JudgeResponseError(
        'the model reply was cut off by the token limit (finish reason "length")',
        text,
        {
          cause: error,
          usage,
        },
      );
    }
    if (finish === 'content-filter') {
      return new JudgeResponseError('the model refused: its reply was stopped by a content filter', text, {
        cause: error,
        usage,
      });
    }
    if (text.trim() === '')
      return new JudgeResponseError('the model returned an empty reply', text, { cause: error, usage });
    if (!text.includes('{') && REFUSAL.test(text)) {
      return new JudgeResponseError(`the model refused: ${text.slice(0, 200)}`, text, {
        cause: error,
        usage,
      });
    }
    return new JudgeResponseError(`the model reply is not valid judge output: ${error.message}`, text, {
      cause: error,
      usage,
    });
  }
  if (NoOutputGeneratedError.isInstance(error)) {
    return new JudgeResponseError(
      'the model returned no output (refused, filtered or stopped early)',
      undefined,
      {
        cause: error,
      },
    );
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const retryable =
      error.isRetryable || status === 408 || status === 429 || (status !== undefined && status >= 500);
    return new JudgeCallError(`model call failed${status ? ` (HTTP ${status})` : ''}: ${error.message}`, {
      cause: error,
      isRetryable: retryable,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new JudgeCallError(`model call failed: ${message}`, { cause: error, isRetryable: false });
}

async function attempt<Schema extends z.ZodType>(ai: AiSdk, options: CallModelOptions<Schema>) {
  const { generateText, Output } = ai;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error('judge call timed out')), options.timeoutMs);
  const signal = options.abortSignal
    ? AbortSignal.any([options.abortSignal, timeout.signal])
    : timeout.signal;
  try {
    const result = await generateText({
      model: options.model,
      system: options.system,
      prompt: options.prompt,
      temperature: 0,
      maxRetries: 0,
      abortSignal: signal,
      ...(options.maxOutputTokens ? { maxOutputTokens: options.maxOutputTokens } : {}),
      output: Output.object({ schema: options.schema, name: options.schemaName }),
    });
    if (result.finishReason === 'length') {
      throw new JudgeResponseError(
        'the model reply was cut off by the token limit (finish reason "length")',
        result.text,
        { usage: replyUsage(result.usage) },
      );
    }
    if (result.finishReason === 'content-filter') {
      throw new JudgeResponseError(
        'the model refused: its reply was stopped by a content filter',
        result.text,
        { usage: replyUsage(result.usage) },
      );
    }
    return { output: result.output as z.infer<Schema>, usage: replyUsage(result.usage) };
  } catch (error) {
    if (JudgeResponseError.isInstance(error)) throw error;
    if (options.abortSignal?.aborted) throw options.abortSignal.reason ?? error;
    throw toJudgeError(ai, error, { timedOut: timeout.signal.aborted, timeoutMs: options.timeoutMs });
  } finally {
    clearTimeout(timer);
  }
}

/** Makes the call, retrying retryable failures within the budget. */
export async function callModel<Schema extends z.ZodType>(
  options: CallModelOptions<Schema>,
): Promise<CallModelResult<z.infer<Schema>>> {
  const wait = options.wait ?? sleep;
  const ai = await loadAiSdk();
  for (let retry = 0; ; retry += 1) {
    try {
      const { output, usage } = await attempt(ai, options);
      return { output, usage, retries: retry };
    } catch (error) {
      const retryable = JudgeCallError.isInstance(error) && error.isRetryable;
      if (!retryable || retry >= options.retry.maxRetries || options.abortSignal?.aborted) throw error;
      const cause = (error as JudgeCallError).cause;
      const asked = ai.APICallError.isInstance(cause) ? parseRetryAfter(cause.responseHeaders) : undefined;
      if (asked !== undefined && asked > options.retry.maxDelayMs) {
        throw new JudgeCallError(
          `${(error as Error).message} (the server asks to retry after ${asked} ms, beyond the ${options.retry.maxDelayMs} ms limit)`,
          { cause, isRetryable: true },
        );
      }
      await wait(asked ?? backoffDelay(retry, options.retry), options.abortSignal);
    }
  }
}
