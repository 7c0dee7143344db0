/**
 * What a resolved configuration means for the corrective-RAG specification's chat layer: the options of
 * `chatWithVerification()` that its `verification:` block names (`enabled`, `confidence_threshold`,
 * `max_crag_attempts`, `show_claims`, `enable_crag`) plus `rollout` (`FAITHCHECK_ROLLOUT`).
 * `enable_crag` and `rollout` are passed only when some layer set them: a default `enable_crag:
 * false` would otherwise silence the rollout stage that turns the loop on by default.
 */
import type { ChatWithVerificationOptions } from '../correct/chat-with-verification.js';
import type { ResolvedConfig } from './resolve-config.js';

/** The settings part of `chatWithVerification()`'s options, in the corrective-RAG specification's names. */
export type ConfiguredChatOptions = Pick<
  ChatWithVerificationOptions,
  | 'enable_verification'
  | 'confidence_threshold'
  | 'max_crag_attempts'
  | 'show_claims'
  | 'enable_crag'
  | 'rollout'
>;

function isSet(config: ResolvedConfig, key: string): boolean {
  const source = config.sources[key];
  return source !== undefined && source.layer !== 'default';
}

/**
 * Takes the resolved configuration (with its sources), not bare values: whether `enable_crag` was
 * set matters. Spread per-request flags after it, so that they win, as the corrective-RAG specification wants.
 * @example
 * const config = await loadConfig(); // ~/.config/ragbot/config.yaml via --config or FAITHCHECK_CONFIG
 * const reply = await chatWithVerification({ prompt, retriever, generator, ...chatOptionsFromConfig(config), ...requestFlags });
 */
export function chatOptionsFromConfig(config: ResolvedConfig): ConfiguredChatOptions {
  const { values } = config;
  const options: ConfiguredChatOptions = {
    enable_verification: values.enabled,
    confidence_threshold: values.threshold,
    max_crag_attempts: values.maxCragAttempts,
    show_claims: values.showClaims,
  };
  if (isSet(config, 'verification.enable_crag')) options.enable_crag = values.enableCrag;
  if (values.rollout !== null) options.rollout = values.rollout;
  return options;
}
