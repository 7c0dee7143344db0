/**
 * One structured model call for the answer-level checks: `generateText` with `Output.object`
 * (ai@7), temperature 0, and failures turned into the error family — a failed call is a
 * `JudgeCallError`, unusable output a `JudgeResponseError` — so the checks can fall back and
 * report why. Never a score.
 */
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import { FaithcheckError, JudgeCallError, JudgeResponseError } from '../errors.js';
import type { Usage } from '../spec/usage.js';

export interface StructuredCallOptions<Schema extends z.ZodType> {
  model: LanguageModel;
  prompt: string;
  schema: Schema;
  abortSignal?: AbortSignal;
  /** Retries of retryable failures inside the AI SDK. Default 2. */
  maxRetries?: number;
}

export interface StructuredCallResult<Output> {
  output: Output;
  usage: Usage;
}

function isNoObjectError(error: unknown): boolean {
  return error instanceof Error && /NoObjectGenerated|TypeValidation|JSONParse/.test(error.name);
}

/**
 * @throws JudgeResponseError when the reply is not valid JSON of the schema; JudgeCallError otherwise.
 *   The caller's abort is rethrown as is.
 */
export async function structuredCall<Schema extends z.ZodType>(
  options: StructuredCallOptions<Schema>,
): Promise<StructuredCallResult<z.infer<Schema>>> {
  try {
    // Loaded on the first call: `faithcheck verify` with the local judge never loads the AI SDK.
    const { generateText, Output } = await import('ai');
    const result = await generateText({
      model: options.model,
      prompt: options.prompt,
      temperature: 0,
      maxRetries: options.maxRetries ?? 2,
      abortSignal: options.abortSignal,
      output: Output.object({ schema: options.schema }),
    });
    return {
      output: result.output as z.infer<Schema>,
      usage: {
        llmCalls: 1,
        inputTokens: result.usage.inputTokens ?? 0,
        outputTokens: result.usage.outputTokens ?? 0,
      },
    };
  } catch (error) {
    if (FaithcheckError.isInstance(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (isNoObjectError(error)) {
      throw new JudgeResponseError(`the model's reply was not usable: ${message}`, undefined, {
        cause: error,
      });
    }
    const retryable = typeof error === 'object' && error !== null && 'isRetryable' in error;
    throw new JudgeCallError(`the model call failed: ${message}`, {
      cause: error,
      isRetryable: retryable && Boolean((error as { isRetryable: unknown }).isRetryable),
    });
  }
}

/** The caller's abort signal combined with the call's own deadline (a passed deadline is a call failure). */
export function callSignal(options: {
  abortSignal?: AbortSignal;
  timeoutMs?: number;
}): AbortSignal | undefined {
  const signals = [
    options.abortSignal,
    options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
  ];
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  return present.length > 1 ? AbortSignal.any(present) : present[0];
}
