/**
 * The corrective loop's "generate targeted search queries" step: one query per claim the verifier could not
 * support. With a model configured, the model writes them (one line per claim); otherwise, or when
 * the model fails or answers with the wrong number of lines, each query is the claim's key terms.
 */
import type { LanguageModel } from 'ai';
import { billedUsage, ZERO_USAGE } from '../core/usage.js';
import { describeError } from '../errors.js';
import { callModel } from '../model-calls/call-model.js';
import type { Usage } from '../spec/usage.js';
import { countOf } from '../text/count-of.js';
import { keyTerms } from '../text/key-terms.js';
import { buildQueriesPrompt } from './correction-prompts.js';

export interface TargetedQueriesOptions {
  /** The claims to find evidence for. */
  claims: readonly string[];
  /** The user's question, to keep the queries on topic. */
  query?: string;
  /** Writes the queries when given; otherwise key terms are used. */
  model?: LanguageModel;
  /** Most key terms per query when no model is used. Default 8. */
  maxTerms?: number;
  abortSignal?: AbortSignal;
}

export interface TargetedQueries {
  /** One per claim, in order (claims with no key terms are left out). */
  queries: Array<{ claim: string; query: string }>;
  /** `llm` when the model wrote them, `key_terms` otherwise. */
  method: 'llm' | 'key_terms';
  usage: Usage;
  warnings: string[];
  /** The prompt the model was asked with (`v2/targeted-queries`); absent when no model was asked. */
  promptVersion?: string;
}

function fromKeyTerms(claims: readonly string[], maxTerms: number) {
  return claims
    .map((claim) => ({ claim, query: keyTerms({ text: claim, max: maxTerms }).join(' ') }))
    .filter((entry) => entry.query !== '');
}

/**
 * @example
 * const { queries } = await generateTargetedQueries({ claims: ['Refunds take 14 business days.'] });
 * queries[0].query; // 'refunds take 14 business days'
 */
export async function generateTargetedQueries(options: TargetedQueriesOptions): Promise<TargetedQueries> {
  const maxTerms = options.maxTerms ?? 8;
  if (!options.model || options.claims.length === 0) {
    return {
      queries: fromKeyTerms(options.claims, maxTerms),
      method: 'key_terms',
      usage: { ...ZERO_USAGE },
      warnings: [],
    };
  }
  const { system, prompt, promptId } = buildQueriesPrompt({ query: options.query, claims: options.claims });
  try {
    const result = await callModel({
      model: options.model,
      system,
      prompt,
      ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
    });
    const lines = result.output
      .split('\n')
      .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
      .filter((line) => line !== '');
    const usage = result.usage;
    if (lines.length !== options.claims.length) {
      return {
        queries: fromKeyTerms(options.claims, maxTerms),
        method: 'key_terms',
        usage,
        warnings: [
          `query model returned ${countOf(lines.length, 'query', 'queries')} for ${countOf(options.claims.length, 'claim')}; used key terms`,
        ],
        promptVersion: promptId,
      };
    }
    return {
      queries: options.claims.map((claim, position) => ({ claim, query: lines[position]! })),
      method: 'llm',
      usage,
      warnings: [],
      promptVersion: promptId,
    };
  } catch (error) {
    if (options.abortSignal?.aborted) throw error;
    return {
      queries: fromKeyTerms(options.claims, maxTerms),
      method: 'key_terms',
      // A reply that came back unusable was still billed.
      usage: billedUsage(error) ?? { ...ZERO_USAGE },
      warnings: [`query model failed (${describeError(error).message}); used key terms`],
      promptVersion: promptId,
    };
  }
}
