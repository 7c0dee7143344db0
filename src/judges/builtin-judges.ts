/**
 * Registers the judges that ship with faithcheck (local, llm, cascade) in the judge registry, for
 * the CLI, the service and configuration. Library users can construct judges directly instead.
 */
import { localParamsPath, registerJudge } from './registry.js';

/** The judges faithcheck ships; choosing one never loads a user's judge module. */
export const BUILTIN_JUDGE_IDS = ['local', 'llm', 'cascade'] as const;

let registered = false;

export function registerBuiltinJudges(): void {
  if (registered) return;
  registered = true;
  registerJudge({
    id: 'local',
    description:
      'The embedded offline judge: BM25 evidence, stem/WordNet alignment, consistency checks, calibrated model',
    needsModel: false,
    create: async (options) =>
      (await import('./local/create-local-judge.js')).createLocalJudge({ params: localParamsPath(options) }),
  });
  registerJudge({
    id: 'llm',
    description: 'An LLM judge on any Vercel AI SDK model (openai:, anthropic:, ollama:, openai-compatible:)',
    needsModel: true,
    // Loaded on demand so that commands using the local judge never load the AI SDK.
    create: async ({ model, baseUrl, env, cache }) =>
      (await import('./llm/llm-judge.js')).llmJudge({ model, baseUrl, env, cache }),
  });
  registerJudge({
    id: 'cascade',
    description: 'The local judge first; only the claims it is unsure of go to the LLM judge, in one call',
    needsModel: true,
    create: async ({ model, baseUrl, env, cache, localParams, localJudge }) => {
      const [{ cascadeJudge }, { llmJudge }, { createLocalJudge }] = await Promise.all([
        import('./cascade/cascade-judge.js'),
        import('./llm/llm-judge.js'),
        import('./local/create-local-judge.js'),
      ]);
      return cascadeJudge({
        local: localJudge ?? createLocalJudge({ params: localParamsPath({ localParams, env }) }),
        llm: llmJudge({ model, baseUrl, env, cache }),
      });
    },
  });
}
