/**
 * The one way faithcheck calls a model — the LLM judge, the answer-level checks, the corrective
 * loop's generator and its query writer all come through here: temperature 0 unless asked
 * otherwise, text or structured output (validated with zod), a per-attempt timeout and an optional
 * deadline over all attempts, and one bounded retry loop (the SDK's is switched off so that
 * `retry-after` is honoured and the schedule is testable). Every failure becomes a typed error,
 * never a value (`to-model-call-error.ts`); a billed reply that proved unusable carries its usage.
 * The AI SDK (a peer dependency) is imported on the first call, so importing faithcheck for the
 * local judge never loads it.
 */
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import { traceStage, usageAttributes } from '../core/trace-stage.js';
import { JudgeCallError, JudgeResponseError } from '../errors.js';
import type { Usage } from '../spec/usage.js';
import type { ModelOutput } from './model-output.js';
import { providerJsonSchema } from './provider-json-schema.js';
import {
  backoffDelay,
  DEFAULT_RETRY_SETTINGS,
  parseRetryAfter,
  type RetrySettings,
  sleep,
} from './retry-delay.js';
import { type AiSdk, replyUsage, toModelCallError, unfinishedReply } from './to-model-call-error.js';

export type { ModelOutput } from './model-output.js';

export interface CallModelOptions {
  model: LanguageModel;
  system?: string;
  prompt: string;
  /** Default 0. */
  temperature?: number;
  maxOutputTokens?: number;
  /** Retries of retryable failures (timeout, 408, 429, 5xx). Default 2 retries, 500 ms doubling, 30 s cap. */
  retry?: Partial<RetrySettings>;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** Deadline over all attempts and waits; when it passes the call fails (retryable), no further attempt. */
  deadlineMs?: number;
  /** The caller's abort: rethrown as is, never turned into a call failure. */
  abortSignal?: AbortSignal;
  /** Replaces the retry wait (tests observe the schedule without sleeping). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface CallModelResult<Output> {
  /**
   * The validated object (structured output), or the reply's text: a text reply cut off by the
   * token limit is returned as it is (the caller asked for prose and decides), while a cut-off or
   * filtered structured reply is a `JudgeResponseError`.
   */
  output: Output;
  /** Model calls that returned a reply (billed); failed attempts are counted in `retries`. */
  usage: Usage;
  retries: number;
}

/** The model in the GenAI conventions' names, for the call's span. */
function modelAttributes(model: LanguageModel): Record<string, string> {
  if (typeof model === 'string') return { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model };
  return {
    'gen_ai.operation.name': 'chat',
    'gen_ai.request.model': model.modelId,
    'gen_ai.provider.name': model.provider,
  };
}

let aiSdk: Promise<AiSdk> | undefined;
const loadAiSdk = (): Promise<AiSdk> => (aiSdk ??= import('ai'));

async function attempt(
  ai: AiSdk,
  options: CallModelOptions,
  output: ModelOutput<z.ZodType, z.ZodType> | undefined,
  signal: AbortSignal | undefined,
): Promise<{ output: unknown; usage: Usage }> {
  const timeout = new AbortController();
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => timeout.abort(new Error('model call timed out')), options.timeoutMs);
  const signals = [signal, timeout.signal].filter((entry): entry is AbortSignal => entry !== undefined);
  try {
    const result = await ai.generateText({
      model: options.model,
      ...(options.system ? { system: options.system } : {}),
      prompt: options.prompt,
      temperature: options.temperature ?? 0,
      maxRetries: 0,
      abortSignal: AbortSignal.any(signals),
      ...(options.maxOutputTokens ? { maxOutputTokens: options.maxOutputTokens } : {}),
      ...(output
        ? { output: ai.Output.object({ schema: await providerJsonSchema(ai, output), name: output.name }) }
        : {}),
    });
    const usage = replyUsage(result.usage);
    if (!output) return { output: result.text, usage };
    const unfinished = unfinishedReply(result.finishReason, result.text, usage);
    if (unfinished) throw unfinished;
    return { output: result.output, usage };
  } catch (error) {
    if (JudgeResponseError.isInstance(error)) throw error;
    if (signal?.aborted) throw signal.reason ?? error;
    throw toModelCallError(ai, error, {
      timedOut: timeout.signal.aborted,
      timeoutMs: options.timeoutMs ?? 0,
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Makes the call, retrying retryable failures within the budget.
 * @throws JudgeCallError (call failed, `isRetryable` says whether another try could help) or
 *   JudgeResponseError (the reply is unusable; `usage` is what it cost). The caller's abort as is.
 * @example
 * const { output } = await callModel({ model, system, prompt, output: { name: 'verdict', schema } });
 * const { output: text } = await callModel({ model, prompt: 'Write one search query.' });
 */
export async function callModel<Schema extends z.ZodType, Accepted extends z.ZodType = Schema>(
  options: CallModelOptions & { output: ModelOutput<Schema, Accepted> },
): Promise<CallModelResult<z.infer<Accepted>>>;
export async function callModel(options: CallModelOptions): Promise<CallModelResult<string>>;
export async function callModel(
  options: CallModelOptions & { output?: ModelOutput<z.ZodType, z.ZodType> },
): Promise<CallModelResult<unknown>> {
  const retry = { ...DEFAULT_RETRY_SETTINGS, ...options.retry };
  const wait = options.wait ?? sleep;
  const ai = await loadAiSdk();
  const deadline = options.deadlineMs === undefined ? undefined : AbortSignal.timeout(options.deadlineMs);
  const signals = [options.abortSignal, deadline].filter(
    (entry): entry is AbortSignal => entry !== undefined,
  );
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  const pastDeadline = (error: unknown) =>
    new JudgeCallError(`the model did not answer within ${options.deadlineMs} ms`, {
      cause: error,
      isRetryable: true,
    });
  for (let retries = 0; ; retries += 1) {
    try {
      const { output, usage } = await traceStage(
        'faithcheck.llm_call',
        () => attempt(ai, options, options.output, signal),
        {
          attributes: { ...modelAttributes(options.model), 'faithcheck.attempt': retries + 1 },
          describe: (result) => usageAttributes(result.usage),
        },
      );
      return { output, usage, retries };
    } catch (error) {
      if (options.abortSignal?.aborted) throw options.abortSignal.reason ?? error;
      if (deadline?.aborted) throw pastDeadline(error);
      const retryable = JudgeCallError.isInstance(error) && error.isRetryable;
      if (!retryable || retries >= retry.maxRetries) throw error;
      const cause = error.cause;
      const asked = ai.APICallError.isInstance(cause) ? parseRetryAfter(cause.responseHeaders) : undefined;
      if (asked !== undefined && asked > retry.maxDelayMs) {
        throw new JudgeCallError(
          `${error.message} (the server asks to retry after ${asked} ms, beyond the ${retry.maxDelayMs} ms limit)`,
          { cause, isRetryable: true },
        );
      }
      try {
        await wait(asked ?? backoffDelay(retries, retry), signal);
      } catch (waitError) {
        if (options.abortSignal?.aborted) throw options.abortSignal.reason ?? waitError;
        throw pastDeadline(error);
      }
    }
  }
}
