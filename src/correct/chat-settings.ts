/**
 * The corrective-RAG specification's settings for verification and correction, and its rollout plan as configuration:
 * `verification-only` (4a: verification, no loop), `crag-default-off` (4b: the loop exists but
 * runs only when a request asks for it — the default), `crag-default-on` (4c: the loop runs for
 * every request unless one opts out). Settings are input: snake_case names (the specification's) and
 * camelCase spellings are both accepted; everything is validated with zod.
 */
import { z } from 'zod';
import { ConfigurationError } from '../errors.js';
import { DEFAULT_CONFIDENCE_THRESHOLD, DEFAULT_MAX_CRAG_ATTEMPTS } from '../spec/defaults.js';

export const ROLLOUT_STAGES = {
  'verification-only': { phase: '4a', cragAvailable: false, cragByDefault: false },
  'crag-default-off': { phase: '4b', cragAvailable: true, cragByDefault: false },
  'crag-default-on': { phase: '4c', cragAvailable: true, cragByDefault: true },
} as const;

export type RolloutStage = keyof typeof ROLLOUT_STAGES;

export const DEFAULT_ROLLOUT: RolloutStage = 'crag-default-off';

const rolloutSchema = z.enum(Object.keys(ROLLOUT_STAGES) as [RolloutStage, ...RolloutStage[]]);

/** The `verification:` settings block (and the request flags of the same names). */
export const verificationSettingsSchema = z.object({
  enabled: z.boolean().optional(),
  enable_verification: z.boolean().optional(),
  enableVerification: z.boolean().optional(),
  enable_crag: z.boolean().optional(),
  enableCrag: z.boolean().optional(),
  confidence_threshold: z.number().min(0).max(1).optional(),
  confidenceThreshold: z.number().min(0).max(1).optional(),
  max_crag_attempts: z.number().int().min(0).max(10).optional(),
  maxCragAttempts: z.number().int().min(0).max(10).optional(),
  show_claims: z.boolean().optional(),
  showClaims: z.boolean().optional(),
  rollout: rolloutSchema.optional(),
});

export type VerificationSettings = z.infer<typeof verificationSettingsSchema>;

/** The settings after defaults, the rollout stage and the environment are applied. */
export interface ResolvedChatSettings {
  enableVerification: boolean;
  enableCrag: boolean;
  confidenceThreshold: number;
  maxCragAttempts: number;
  showClaims: boolean;
  rollout: RolloutStage;
  warnings: string[];
}

/**
 * Resolve settings: request flag > settings default > rollout stage. The stage comes from
 * `rollout`, else `FAITHCHECK_ROLLOUT`, else `crag-default-off`.
 *
 * @throws ConfigurationError naming the invalid setting.
 * @example resolveChatSettings({ enable_crag: true, confidence_threshold: 0.8 })
 */
export function resolveChatSettings(
  raw: unknown,
  env: NodeJS.ProcessEnv = process.env,
): ResolvedChatSettings {
  const parsed = verificationSettingsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigurationError(`${issue.path.join('.') || 'settings'}: ${issue.message}`);
  }
  const settings = parsed.data;
  const fromEnv = env.FAITHCHECK_ROLLOUT;
  if (settings.rollout === undefined && fromEnv !== undefined && !rolloutSchema.safeParse(fromEnv).success) {
    throw new ConfigurationError(
      `FAITHCHECK_ROLLOUT must be one of ${Object.keys(ROLLOUT_STAGES).join(', ')}, got "${fromEnv}"`,
    );
  }
  const rollout = settings.rollout ?? (fromEnv as RolloutStage | undefined) ?? DEFAULT_ROLLOUT;
  const stage = ROLLOUT_STAGES[rollout];
  const warnings: string[] = [];
  const requestedCrag = settings.enable_crag ?? settings.enableCrag;
  let enableCrag = requestedCrag ?? stage.cragByDefault;
  if (enableCrag && !stage.cragAvailable) {
    warnings.push(`the corrective loop is not available in the "${rollout}" rollout stage; it did not run`);
    enableCrag = false;
  }
  return {
    enableVerification:
      settings.enable_verification ?? settings.enableVerification ?? settings.enabled ?? true,
    enableCrag,
    confidenceThreshold:
      settings.confidence_threshold ?? settings.confidenceThreshold ?? DEFAULT_CONFIDENCE_THRESHOLD,
    maxCragAttempts: settings.max_crag_attempts ?? settings.maxCragAttempts ?? DEFAULT_MAX_CRAG_ATTEMPTS,
    showClaims: settings.show_claims ?? settings.showClaims ?? false,
    rollout,
    warnings,
  };
}
