/** What a check cost in model calls and tokens. The local judge reports zeros. */
export interface Usage {
  llmCalls: number;
  inputTokens: number;
  outputTokens: number;
}
