/**
 * Any AI SDK language model (OpenAI, Anthropic, Ollama, an OpenAI-compatible server, or a mock)
 * as the corrective loop's generator, through `callModel` (the one model-call path: temperature 0,
 * the shared retry policy and usage account). Prompts are the fenced templates of
 * `correction-prompts.ts`; errors propagate (as `JudgeCallError` / `JudgeResponseError`) so the
 * loop can record them and keep the best answer so far.
 */
import type { LanguageModel } from 'ai';
import { callModel } from '../model-calls/call-model.js';
import type { RenderedPrompt } from '../model-calls/prompt-template.js';
import { buildGeneratePrompt, buildRewritePrompt } from './correction-prompts.js';
import type {
  GenerateOptions,
  GenerateResult,
  Generator,
  RewriteOptions,
  RewriteResult,
} from './generator.js';

export interface AiSdkGeneratorOptions {
  model: LanguageModel;
  /**
   * System instructions for full generation, replacing the template's first paragraph (answer
   * only from the context); the paragraph that marks fenced text as data is always kept.
   */
  instructions?: string;
  /** Default 0. */
  temperature?: number;
  maxOutputTokens?: number;
  /** Retries of a retryable failure (timeout, 429, 5xx; `retry-after` honoured). Default 2. */
  maxRetries?: number;
}

function modelIdOf(model: LanguageModel): string {
  return typeof model === 'string' ? model : `${model.provider}:${model.modelId}`;
}

/** The template's system text with its first paragraph replaced by the caller's instructions. */
function withInstructions(system: string, instructions: string | undefined): string {
  if (!instructions) return system;
  const [, ...rest] = system.split('\n\n');
  return [instructions, ...rest].join('\n\n');
}

/**
 * @example
 * import { openai } from '@ai-sdk/openai';
 * const generator = aiSdkGenerator({ model: openai.chat('gpt-4o-mini') });
 */
export function aiSdkGenerator(options: AiSdkGeneratorOptions): Generator {
  const call = async (rendered: RenderedPrompt, abortSignal: AbortSignal | undefined, system: string) => {
    const result = await callModel({
      model: options.model,
      system,
      prompt: rendered.prompt,
      temperature: options.temperature ?? 0,
      ...(options.maxOutputTokens ? { maxOutputTokens: options.maxOutputTokens } : {}),
      ...(options.maxRetries === undefined ? {} : { retry: { maxRetries: options.maxRetries } }),
      ...(abortSignal ? { abortSignal } : {}),
    });
    return { text: result.output.trim(), usage: result.usage, promptVersion: rendered.promptId };
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
      const rendered = buildGeneratePrompt({ query, chunks, unsupportedClaims });
      return call(rendered, abortSignal, withInstructions(rendered.system, options.instructions));
    },
    async rewrite({ sentence, response, chunks, abortSignal }: RewriteOptions): Promise<RewriteResult> {
      const rendered = buildRewritePrompt({ chunks, response, sentence });
      const { text, usage, promptVersion } = await call(rendered, abortSignal, rendered.system);
      const cleaned = text.replace(/^["'“]|["'”]$/g, '').trim();
      return { text: cleaned === '' || /^remove\.?$/i.test(cleaned) ? null : cleaned, usage, promptVersion };
    },
  };
}
