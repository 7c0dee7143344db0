/**
 * `faithcheck/judges`: the judges and what makes them — the embedded local judge, the LLM judge,
 * the cascade, the default judge, the registry, user judge modules and the LLM verdict caches.
 * Apart from the root because creating a judge validates its options with zod, which the root
 * never loads (decision 0014).
 */
export {
  type CascadeBand,
  type CascadeJudge,
  type CascadeJudgeOptions,
  cascadeJudge,
  DEFAULT_CASCADE_BAND,
  decidedLocally,
  supportProbability,
} from './cascade/cascade-judge.js';
export {
  type ConfiguredJudgeOptions,
  configuredJudgeId,
  createConfiguredJudge,
} from './create-configured-judge.js';
export { getDefaultJudge, setDefaultJudge } from './default-judge.js';
export { createMemoryJudgeCache, type JudgeCache, type MemoryJudgeCacheOptions } from './llm/judge-cache.js';
export {
  type LlmExtractClaimsOptions,
  type LlmJudge,
  type LlmJudgeOptions,
  llmJudge,
} from './llm/llm-judge.js';
export type { LlmJudgeMode } from './llm/llm-runtime.js';
export { type ModelProvider, registerModelProviders } from './llm/model-providers.js';
export {
  DEFAULT_MODEL,
  MODEL_PROVIDERS,
  type ResolveModelOptions,
  resolveModel,
} from './llm/resolve-model.js';
export { createSqlJudgeCache, judgeCacheTableSql, type SqlJudgeCacheOptions } from './llm/sql-judge-cache.js';
export { loadJudgeModule } from './load-judge-module.js';
export { createLocalJudge, type LocalJudgeOptions } from './local/create-local-judge.js';
export { type LocalJudgeParams, localJudgeParamsSchema } from './local/local-judge-params.js';
export {
  createJudge,
  type JudgeDescriptor,
  type JudgeFactoryOptions,
  listJudges,
  registerJudge,
} from './registry.js';
