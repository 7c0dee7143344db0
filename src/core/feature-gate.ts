/**
 * The one feature gate for checks that run on an app's traffic: `faithfulnessOnFinish`,
 * `faithfulnessMiddleware`, `scheduleFaithfulnessCheck` and every scheduler built on it
 * (`backgroundScheduler`, `waitUntilScheduler`, `nextAfterScheduler`), and seed 000's
 * `checkFaithfulness`. It is the configuration key `verification.check_responses`, resolved like
 * every other key (request > environment > default; it has no file key, since it is decided
 * synchronously on every answer): the caller's `enabled` is the request layer, and the
 * environment turns it on with `ENABLE_FAITHFULNESS_CHECK=true` (exactly "true", as seed 000 says).
 * What a user calls directly — `verify()`, the CLI, the service — always runs: asking is enabling.
 *
 * Off is the default (seed 000), and off is silent by design, so the first refusal in a process is
 * logged once: an app that forgot the variable learns why nothing is stored.
 */
import { CONFIG_KEYS } from '../config/config-keys.js';
import { resolveKey } from '../config/resolve-config.js';
import type { Logger } from '../logger.js';

const GATE_KEY = CONFIG_KEYS.find((key) => key.key === 'verification.check_responses')!;

/** The environment variable of the gate. */
export const FEATURE_GATE_ENV = GATE_KEY.env;

/** Whether the environment turns automatic checks on (`ENABLE_FAITHFULNESS_CHECK=true`). */
export function isFaithfulnessCheckEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return resolveKey(GATE_KEY, { env }).value === true;
}

let reportedOff = false;

/**
 * The gate's decision for one check: `enabled` when given, else the environment. The first "off"
 * in a process is logged (info), later ones are not.
 */
export function checksEnabled(
  enabled: boolean | undefined,
  logger: Pick<Logger, 'info'>,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (resolveKey(GATE_KEY, { request: { checkResponses: enabled }, env }).value === true) return true;
  if (!reportedOff) {
    reportedOff = true;
    logger.info(
      enabled === false
        ? '[faithfulness] checks are off (enabled: false); nothing is checked or stored'
        : `[faithfulness] checks are off: set ${FEATURE_GATE_ENV}=true (or pass enabled: true) to check answers; nothing is checked or stored`,
    );
  }
  return false;
}

/** Lets a test see the once-per-process message again. */
export function resetFeatureGateForTests(): void {
  reportedOff = false;
}
