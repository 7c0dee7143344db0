import { JudgeResponseError } from '../errors.js';
import type { Usage } from '../spec/usage.js';

export const ZERO_USAGE: Readonly<Usage> = { llmCalls: 0, inputTokens: 0, outputTokens: 0 };

export function addUsage(...usages: ReadonlyArray<Usage | undefined>): Usage {
  const total = { ...ZERO_USAGE };
  for (const usage of usages) {
    if (!usage) continue;
    total.llmCalls += usage.llmCalls;
    total.inputTokens += usage.inputTokens;
    total.outputTokens += usage.outputTokens;
  }
  return total;
}

/** What a failed judge call still cost: an unusable reply is billed, a refused connection is not. */
export function billedUsage(error: unknown): Usage | undefined {
  return JudgeResponseError.isInstance(error) ? error.usage : undefined;
}
