/**
 * Any AI SDK language model (OpenAI, Anthropic, Ollama, an OpenAI-compatible server, or a mock)
 * as the corrective loop's generator, through `generateText` at temperature 0. Prompts come from
 * `prompts.ts`; errors propagate so the loop can record them and keep the best answer so far.
 */
import type { LanguageModel } from 'ai';
import type { Usage } from '../spec/usage.js';
import type {
  GenerateOptions,
  GenerateResult,
  Generator,
  RewriteOptions,
  RewriteResult,
} from './generator.js';
import {
  CORRECTION_NOTE,
  formatContext,
  GENERATE_INSTRUCTIONS,
  GENERATE_PROMPT,
  REWRITE_PROMPT,
  renderPrompt,
} from './prompts.js';

export interface AiSdkGeneratorOptions {
  model: LanguageModel;
  /** System instructions for full generation. Default: answer only from the context. */
  instructions?: string;
  /** Default 0. */
  temperature?: number;
  maxOutputTokens?: number;
  /** Retries of the AI SDK on retryable errors. Default 2 (the SDK's default). */
  maxRetries?: number;
}

/** Usage in faithcheck's shape from the AI SDK's. */
export function usageFromAiSdk(usage: { inputTokens?: number; outputTokens?: number } | undefined): Usage {
  return { llmCalls: 1, inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}

function modelIdOf(model: LanguageModel): string {
  return typeof model === 'string' ? model : `${model.provider}:${model.modelId}`;
}

/**
 * @example
 * import { openai } from '@ai-sdk/openai';
 * const generator = aiSdkGenerator({ model: openai.chat('gpt-4o-mini') });
 */
export function aiSdkGenerator(options: AiSdkGeneratorOptions): Generator {
  const call = async (prompt: string, abortSignal?: AbortSignal, instructions?: string) => {
    // Loaded on the first call, so that importing the corrective loop does not load the AI SDK.
    const { generateText } = await import('ai');
    const result = await generateText({
      model: options.model,
      ...(instructions ? { instructions } : {}),
      prompt,
      temperature: options.temperature ?? 0,
      ...(options.maxOutputTokens ? { maxOutputTokens: options.maxOutputTokens } : {}),
      ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
      ...(abortSignal ? { abortSignal } : {}),
    });
    return { text: result.text.trim(), usage: usageFromAiSdk(result.usage) };
  };
  return {
    id: 'ai-sdk',
    modelId: modelIdOf(options.model),
    async generate({
      query,
      chunks,
      unsupportedClaims,
      abortSignal,
    }: GenerateOptions): Promise<GenerateResult> {
      const correction =
        unsupportedClaims && unsupportedClaims.length > 0
          ? renderPrompt(CORRECTION_NOTE, {
              claims: unsupportedClaims.map((hint) => `- ${hint.claim} (${hint.verdict})`).join('\n'),
            })
          : '';
      const prompt = renderPrompt(GENERATE_PROMPT, { context: formatContext(chunks), query, correction });
      return call(prompt, abortSignal, options.instructions ?? GENERATE_INSTRUCTIONS);
    },
    async rewrite({ sentence, response, chunks, abortSignal }: RewriteOptions): Promise<RewriteResult> {
      const prompt = renderPrompt(REWRITE_PROMPT, { context: formatContext(chunks), response, sentence });
      const { text, usage } = await call(prompt, abortSignal);
      const cleaned = text.replace(/^["'“]|["'”]$/g, '').trim();
      return { text: cleaned === '' || /^remove\.?$/i.test(cleaned) ? null : cleaned, usage };
    },
  };
}
