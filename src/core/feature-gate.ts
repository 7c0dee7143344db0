/**
 * The one feature gate for checks that run on an app's traffic: `faithfulnessOnFinish`,
 * `faithfulnessMiddleware`, `scheduleFaithfulnessCheck` and every scheduler built on it
 * (`backgroundScheduler`, `waitUntilScheduler`, `nextAfterScheduler`), and the background-check specification's
 * `checkFaithfulness`. It is the configuration key `verification.check_responses`: its table entry
 * (`config/config-keys.ts`) is built from the variable and the parsing defined here, so the gate
 * and `faithcheck config` read it the same way — request (the caller's `enabled`) > environment
 * (`ENABLE_FAITHFULNESS_CHECK`, on with exactly "true", as the background-check specification says) > off. It has no file
 * key: it is decided synchronously on every answer, and the core reads no file.
 * What a user calls directly — `verify()`, the CLI, the service — always runs: asking is enabling.
 *
 * Off is the default (the background-check specification), and off is silent by design, so the first refusal in a process is
 * logged once: an app that forgot the variable learns why nothing is stored.
 */
import type { Logger } from '../logger.js';

/** The environment variable of the gate (the key `verification.check_responses`). */
export const FEATURE_GATE_ENV = 'ENABLE_FAITHFULNESS_CHECK';

/** The background-check specification: on when the variable is exactly "true"; anything else is off, never an error. */
export function parseFeatureGate(raw: string): boolean {
  return raw === 'true';
}

/** Whether the environment turns automatic checks on (`ENABLE_FAITHFULNESS_CHECK=true`). */
export function isFaithfulnessCheckEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env[FEATURE_GATE_ENV];
  return raw !== undefined && parseFeatureGate(raw);
}

let reportedOff = false;

/**
 * The gate's decision for one check: `enabled` when given, else the environment. The first "off"
 * in a process is logged (info), later ones are not.
 */
export function isGateOpen(
  enabled: boolean | undefined,
  logger: Pick<Logger, 'info'>,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (enabled ?? isFaithfulnessCheckEnabled(env)) return true;
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
