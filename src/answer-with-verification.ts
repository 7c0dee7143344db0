/**
 * The three-aspect specification's `QueryResponse`: the answer and its sources, plus `verification` when it is enabled
 * and succeeded. Verification never breaks the answer: if it fails entirely, the error is logged
 * and the caller gets `{ answer, sources }` without a verification object, as the specification says.
 */

import { type AspectVerification, toAspectVerification } from './adapters/aspect-verification.js';
import type { FaithcheckConfig } from './config/config-keys.js';
import { effectiveConfig } from './config/effective-config.js';
import type { ResolvedConfig } from './config/resolve-config.js';
import { verifyOptionsFromConfig } from './config/verify-options-from-config.js';
import { describeError } from './errors.js';
import { consoleLogger } from './logger.js';
import type { FaithfulnessReport } from './spec/report.js';
import { type VerifyWithChecksOptions, verifyWithChecks } from './verify-with-checks.js';

type Source = NonNullable<VerifyWithChecksOptions['chunks']>[number];

export interface AnswerWithVerificationOptions<S extends Source>
  extends Omit<VerifyWithChecksOptions, 'response' | 'chunks' | 'context' | 'config'> {
  answer: string;
  /** The retrieved chunks the answer was generated from; returned as given. */
  sources: readonly S[];
  /** Per-request switch (`enable_verification` of the three-aspect API); beats the configuration. */
  enableVerification?: boolean;
  /**
   * A resolved configuration (`loadConfig()`, or its `values`); default: the one resolution of
   * `verify()` (environment, `faithcheck.config.yaml`, defaults).
   */
  config?: FaithcheckConfig | ResolvedConfig;
  /** Also return the full report. Default false. */
  includeReport?: boolean;
}

/** The three-aspect response: `verification` only when verification ran and succeeded. */
export interface QueryResponse<S> {
  answer: string;
  sources: S[];
  verification?: AspectVerification;
  report?: FaithfulnessReport;
}

/**
 * @example
 * const response = await answerWithVerification({ query, answer, sources: chunks, model });
 * response.verification?.overall_score; // undefined when disabled or when verification failed
 */
export async function answerWithVerification<S extends Source>(
  options: AnswerWithVerificationOptions<S>,
): Promise<QueryResponse<S>> {
  const { answer, sources, enableVerification, config, includeReport, ...rest } = options;
  const response: QueryResponse<S> = { answer, sources: [...sources] };
  const logger = options.logger ?? consoleLogger;
  try {
    const resolved =
      config === undefined
        ? await effectiveConfig({
            request: enableVerification === undefined ? {} : { enabled: enableVerification },
            env: rest.env,
          })
        : 'values' in config
          ? config
          : undefined;
    const settings = resolved?.values ?? (config as FaithcheckConfig);
    if (!(enableVerification ?? settings.enabled)) return response;
    // The three-aspect response is scored by its own aggregate: the composite policy, with configured weights.
    const configured = verifyOptionsFromConfig({ ...settings, policy: 'composite' });
    const report = await verifyWithChecks({
      ...configured,
      ...rest,
      response: answer,
      chunks: sources,
    });
    response.verification = toAspectVerification(report);
    if (includeReport) response.report = report;
  } catch (error) {
    const failure = describeError(error);
    logger.error(`[faithcheck] verification failed; returning the answer without it: ${failure.message}`, {
      code: failure.code,
    });
  }
  return response;
}
