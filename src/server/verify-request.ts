/**
 * One API request verified with `verify()`: the mapping from the HTTP body and the server's
 * defaults to verify's options, shared by the request thread and the judge pool's threads so both
 * judge a request the same way.
 */
import type { Logger } from '../logger.js';
import type { PolicySelection } from '../scoring/registry.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { type VerifyOptions, verify } from '../verify.js';
import type { VerifyRequest } from './api-schemas.js';

/** The policy and threshold a request gets when it gives none (e.g. from configuration). */
export interface VerifyRequestDefaults {
  policy?: PolicySelection;
  threshold?: number;
}

/** Time kept back from the server's deadline to answer before it fires. */
export const ANSWER_MARGIN_MS = 250;

export function verifyRequest(options: {
  request: VerifyRequest;
  defaults?: VerifyRequestDefaults;
  judge?: JudgeV1;
  /** The server's per-request deadline. */
  timeoutMs: number;
  abortSignal?: AbortSignal;
  logger: Logger;
}): Promise<FaithfulnessReport> {
  const { request, defaults } = options;
  return verify({
    query: request.query,
    response: request.response,
    // verify() validates the chunks again, with the limits.
    chunks: request.chunks as VerifyOptions['chunks'],
    context: request.context,
    policy: (request.policy as PolicySelection | undefined) ?? defaults?.policy,
    threshold: request.threshold ?? defaults?.threshold,
    checks: request.checks,
    judge: options.judge,
    timeoutMs: Math.max(1, options.timeoutMs - ANSWER_MARGIN_MS),
    abortSignal: options.abortSignal,
    onJudgeError: 'throw',
    logger: options.logger,
  });
}
