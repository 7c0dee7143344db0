/**
 * Every configuration key, registered once with its type (zod), default, what is allowed, and the
 * names it has in each layer: per-request option, ONE environment variable, config-file path. The
 * corrective-RAG specification's `verification:` block (`enabled`, `confidence_threshold`,
 * `max_crag_attempts`, `show_claims`), the three-aspect specification's `verification: enable` /
 * `ENABLE_VERIFICATION` and the background-check specification's `ENABLE_FAITHFULNESS_CHECK` are
 * names here. `verify()`, `verifyWithChecks()`,
 * `checkFaithfulness()`, the integrations' gate, the CLI and the server all resolve through this
 * table (`resolveConfig`), so `faithcheck config` shows what each of them uses.
 */
import { z } from 'zod';
import { CHECK_IDS } from '../checks/check-registry.js';
import { FEATURE_GATE_ENV, parseFeatureGate } from '../core/feature-gate.js';
import { POLICY_IDS } from '../scoring/registry.js';

export interface ConfigKey {
  /** The canonical name, as `faithcheck config` prints it. */
  key: string;
  /** Where the value lives in the typed configuration, e.g. `['weights', 'alignment']`. */
  path: readonly string[];
  description: string;
  /** What is allowed, in words, for error messages. */
  allowed: string;
  schema: z.ZodType;
  default: unknown;
  /** The environment variable: one per key. */
  env: string;
  /**
   * Older variables still read, after `env`, because documented usage set them; `faithcheck config`
   * calls them "deprecated alias" and resolving warns.
   */
  deprecatedEnv?: readonly string[];
  /** How an environment string becomes a value, when the kind's parsing does not fit (the background-check specification's gate). */
  parseEnv?: (raw: string) => unknown;
  /** Dotted paths in the config file. */
  file: readonly string[];
  /** Dotted names in the per-request options. */
  request: readonly string[];
  kind: 'boolean' | 'number' | 'string' | 'list';
}

/** The corrective-RAG specification's rollout stages (`ROLLOUT_STAGES` of `chatWithVerification`'s settings; a test keeps them equal). */
export const ROLLOUT_STAGE_NAMES = ['verification-only', 'crag-default-off', 'crag-default-on'] as const;

const unit = z.number().min(0).max(1);
const weight = z.number().min(0).max(100);

export const CONFIG_KEYS: readonly ConfigKey[] = [
  {
    key: 'verification.enabled',
    path: ['enabled'],
    description:
      'verify the answers of answerWithVerification() and chatWithVerification() (corrective-RAG `enabled`, three-aspect `enable`)',
    allowed: 'true or false',
    schema: z.boolean(),
    default: true,
    env: 'ENABLE_VERIFICATION',
    file: ['verification.enabled', 'verification.enable'],
    request: ['enabled', 'enableVerification', 'enable_verification'],
    kind: 'boolean',
  },
  {
    key: 'verification.check_responses',
    path: ['checkResponses'],
    description:
      "the background-check specification's feature gate: check an app's answers automatically (faithfulnessOnFinish, faithfulnessMiddleware, scheduleFaithfulnessCheck, checkFaithfulness)",
    allowed:
      'true or false (the environment turns it on only with exactly "true", as the background-check specification says)',
    schema: z.boolean(),
    default: false,
    // The gate's own name and parsing (core/feature-gate.ts): the check runs when
    // ENABLE_FAITHFULNESS_CHECK === "true"; anything else is off, never an error.
    env: FEATURE_GATE_ENV,
    parseEnv: parseFeatureGate,
    // No file key: the gate decides synchronously on every answer, so it reads no file.
    file: [],
    request: ['checkResponses'],
    kind: 'boolean',
  },
  {
    key: 'verification.threshold',
    path: ['threshold'],
    description: 'answers scoring below it are flagged (and trigger the corrective loop)',
    allowed: 'a number between 0 and 1',
    schema: unit,
    default: 0.7,
    env: 'FAITHCHECK_THRESHOLD',
    // README and verify()'s docs named it before FAITHCHECK_THRESHOLD; dropping it would silently unset thresholds.
    deprecatedEnv: ['FAITHFULNESS_THRESHOLD'],
    file: ['verification.confidence_threshold', 'verification.threshold'],
    request: ['threshold', 'confidenceThreshold', 'confidence_threshold'],
    kind: 'number',
  },
  {
    key: 'verification.max_crag_attempts',
    path: ['maxCragAttempts'],
    description: 'most correction attempts of the corrective loop',
    allowed: 'a whole number from 0 to 10',
    schema: z.number().int().min(0).max(10),
    default: 2,
    env: 'FAITHCHECK_MAX_CRAG_ATTEMPTS',
    file: ['verification.max_crag_attempts'],
    request: ['maxCragAttempts', 'max_crag_attempts'],
    kind: 'number',
  },
  {
    key: 'verification.enable_crag',
    path: ['enableCrag'],
    description: 'run the corrective loop when an answer is flagged (corrective-RAG rollout: off by default)',
    allowed: 'true or false',
    schema: z.boolean(),
    default: false,
    env: 'FAITHCHECK_ENABLE_CRAG',
    file: ['verification.enable_crag'],
    request: ['enableCrag', 'enable_crag'],
    kind: 'boolean',
  },
  {
    key: 'verification.rollout',
    path: ['rollout'],
    description:
      "the corrective-RAG specification's rollout stage: whether the corrective loop exists and runs by default (none: crag-default-off)",
    allowed: ROLLOUT_STAGE_NAMES.join(', '),
    schema: z.enum(ROLLOUT_STAGE_NAMES).nullable(),
    default: null,
    env: 'FAITHCHECK_ROLLOUT',
    file: ['verification.rollout'],
    request: ['rollout'],
    kind: 'string',
  },
  {
    key: 'verification.show_claims',
    path: ['showClaims'],
    description: 'include per-claim details in responses',
    allowed: 'true or false',
    schema: z.boolean(),
    default: false,
    env: 'FAITHCHECK_SHOW_CLAIMS',
    file: ['verification.show_claims'],
    request: ['showClaims', 'show_claims'],
    kind: 'boolean',
  },
  {
    key: 'verification.judge',
    path: ['judge'],
    description: 'the claim judge',
    allowed: 'a judge id such as local, llm or cascade',
    schema: z.string().regex(/^[a-z][a-z0-9_-]*$/),
    default: 'local',
    env: 'FAITHCHECK_JUDGE',
    file: ['verification.judge'],
    request: ['judge'],
    kind: 'string',
  },
  {
    key: 'verification.local_params',
    path: ['localParams'],
    description: "the local judge's parameter file, written by `faithcheck calibrate`",
    allowed: 'a file path, or empty for the shipped parameters',
    schema: z.string().min(1).nullable(),
    default: null,
    env: 'FAITHCHECK_LOCAL_PARAMS',
    file: ['verification.local_params'],
    request: ['localParams'],
    kind: 'string',
  },
  {
    key: 'verification.judge_module',
    path: ['judgeModule'],
    description:
      'a module of your own judge, loaded by verify(), faithcheck verify, serve and worker: it default-exports a judge descriptor or factory, or calls registerJudge',
    allowed: 'a file path (relative to the working directory) or a file: URL, or empty',
    schema: z.string().min(1).nullable(),
    default: null,
    env: 'FAITHCHECK_JUDGE_MODULE',
    file: ['verification.judge_module'],
    request: ['judgeModule'],
    kind: 'string',
  },
  {
    key: 'verification.model',
    path: ['model'],
    description: 'model of the llm and cascade judges and of the LLM checks',
    allowed: 'PROVIDER:MODEL, e.g. openai:gpt-4o-mini, or empty',
    schema: z
      .string()
      .regex(/^[a-z][a-z0-9-]*:\S+$/)
      .nullable(),
    default: null,
    env: 'FAITHCHECK_MODEL',
    file: ['verification.model'],
    request: ['model'],
    kind: 'string',
  },
  {
    key: 'verification.policy',
    path: ['policy'],
    description: 'scoring policy',
    allowed: POLICY_IDS.join(', '),
    schema: z.enum(POLICY_IDS as [string, ...string[]]),
    default: 'ratio',
    env: 'FAITHCHECK_POLICY',
    file: ['verification.policy'],
    request: ['policy'],
    kind: 'string',
  },
  {
    key: 'verification.checks',
    path: ['checks'],
    description: 'the answer-level checks (alignment, citations, facts) to run',
    allowed: `a list of ${CHECK_IDS.join(', ')} (comma-separated in the environment)`,
    schema: z.array(z.enum(CHECK_IDS)),
    default: [...CHECK_IDS],
    env: 'FAITHCHECK_CHECKS',
    file: ['verification.checks'],
    request: ['checks'],
    kind: 'list',
  },
  ...(['alignment', 'citation', 'facts'] as const).map(
    (name): ConfigKey => ({
      key: `verification.weights.${name}`,
      path: ['weights', name],
      description: `weight of ${name} in the composite score`,
      allowed: 'a number from 0 to 100 (weights are normalised by their sum)',
      schema: weight,
      default: { alignment: 0.4, citation: 0.3, facts: 0.3 }[name],
      env: `FAITHCHECK_WEIGHT_${name.toUpperCase()}`,
      file: [`verification.weights.${name}`],
      request: [`weights.${name}`],
      kind: 'number',
    }),
  ),
  {
    key: 'verification.timeout_ms',
    path: ['timeoutMs'],
    description: 'deadline of one check, in milliseconds',
    allowed: 'a whole number of milliseconds from 1 to 600000',
    schema: z.number().int().min(1).max(600_000),
    default: 60_000,
    env: 'FAITHCHECK_TIMEOUT_MS',
    file: ['verification.timeout_ms'],
    request: ['timeoutMs', 'timeout_ms'],
    kind: 'number',
  },
  {
    key: 'drift.max_flip_rate',
    path: ['driftMaxFlipRate'],
    description:
      'the verdict flip rate above which `faithcheck rejudge` warns (log, metric, review-page banner); unset: no warning',
    allowed: 'a number from 0 to 1',
    schema: unit.nullable(),
    default: null,
    env: 'FAITHCHECK_DRIFT_MAX_FLIP_RATE',
    file: ['drift.max_flip_rate'],
    request: ['driftMaxFlipRate', 'max_flip_rate'],
    kind: 'number',
  },
];

/** The typed configuration every layer resolves into. */
export interface FaithcheckConfig {
  enabled: boolean;
  /** The background-check specification's gate for automatic checks on an app's traffic (`ENABLE_FAITHFULNESS_CHECK`). */
  checkResponses: boolean;
  threshold: number;
  maxCragAttempts: number;
  enableCrag: boolean;
  /** The corrective-RAG specification's rollout stage; `null` when nothing set it. */
  rollout: (typeof ROLLOUT_STAGE_NAMES)[number] | null;
  showClaims: boolean;
  judge: string;
  /** The local judge's parameter file (`faithcheck calibrate`), or null for the shipped ones. */
  localParams: string | null;
  /** A module with the user's own judge (`FAITHCHECK_JUDGE_MODULE`), or null. */
  judgeModule: string | null;
  model: string | null;
  policy: (typeof POLICY_IDS)[number];
  checks: Array<(typeof CHECK_IDS)[number]>;
  weights: { alignment: number; citation: number; facts: number };
  timeoutMs: number;
  /** `faithcheck rejudge` warns above this verdict flip rate; null: never. */
  driftMaxFlipRate: number | null;
}

/**
 * Variables that once named a key and are no longer read: setting one is a warning that names the
 * variable to use instead, never a silent no-op.
 */
export const RETIRED_ENV: Readonly<Record<string, string>> = {
  FAITHCHECK_ENABLED: 'ENABLE_VERIFICATION',
};

/** Every environment name of a key: its variable, then its deprecated aliases. */
export function envNames(key: ConfigKey): string[] {
  return [key.env, ...(key.deprecatedEnv ?? [])];
}

/** Turns an environment string into the value a key's schema checks; the raw string when unparseable. */
export function parseEnvValue(key: ConfigKey, raw: string): unknown {
  if (key.parseEnv) return key.parseEnv(raw);
  const text = raw.trim();
  switch (key.kind) {
    case 'boolean': {
      const lower = text.toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(lower)) return true;
      if (['false', '0', 'no', 'off'].includes(lower)) return false;
      return raw;
    }
    case 'number':
      return text !== '' && Number.isFinite(Number(text)) ? Number(text) : raw;
    case 'list':
      return text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
    default:
      return text === '' && key.default === null ? null : text;
  }
}
