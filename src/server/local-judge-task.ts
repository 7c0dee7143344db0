/**
 * One check for the local judge, as a judge pool thread runs it: plain JSON in, a report or a
 * plain error out. Error classes do not survive the trip between threads (a structured clone keeps
 * the message, not the class or its `code`), so failures travel as `{ code, message }` and are
 * revived into the error family on the request thread.
 */
import {
  ConfigurationError,
  describeError,
  FaithcheckError,
  InputError,
  VerificationTimeoutError,
} from '../errors.js';
import { createLocalJudge } from '../judges/local/create-local-judge.js';
import { silentLogger } from '../logger.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import type { VerifyRequest } from './api-schemas.js';
import { type VerifyRequestDefaults, verifyRequest } from './verify-request.js';

/** What the request thread sends a pool thread: only data that survives a structured clone. */
export interface LocalJudgeTask {
  request: VerifyRequest;
  defaults?: VerifyRequestDefaults;
  /** The server's per-request deadline, in ms. */
  timeoutMs: number;
  /** The local judge's parameter file (`--local-params`), else the shipped parameters. */
  localParams?: string;
}

export type LocalJudgeTaskError = { code: string; message: string; path?: string };

export type LocalJudgeOutcome =
  | { ok: true; report: FaithfulnessReport }
  | { ok: false; error: LocalJudgeTaskError };

/** One judge per parameter file, created on a thread's first task and kept. */
const judges = new Map<string, JudgeV1>();

function localJudge(localParams?: string): JudgeV1 {
  let judge = judges.get(localParams ?? '');
  if (!judge) {
    judge = createLocalJudge({ params: localParams });
    judges.set(localParams ?? '', judge);
  }
  return judge;
}

/** Judges a tiny check once, so a new thread loads WordNet before its first real task. */
export async function warmLocalJudge(): Promise<void> {
  await runLocalJudgeTask({
    request: { response: 'It is ready.', context: ['It is ready.'] },
    timeoutMs: 60_000,
  });
}

export async function runLocalJudgeTask(
  task: LocalJudgeTask,
  abortSignal?: AbortSignal,
): Promise<LocalJudgeOutcome> {
  try {
    const report = await verifyRequest({
      request: task.request,
      defaults: task.defaults,
      judge: localJudge(task.localParams),
      timeoutMs: task.timeoutMs,
      abortSignal,
      logger: silentLogger,
    });
    return { ok: true, report };
  } catch (error) {
    const { code, message } = describeError(error);
    const path = InputError.isInstance(error) && error.path ? { path: error.path } : {};
    return { ok: false, error: { code, message, ...path } };
  }
}

/** The error family member a pool thread's failure stands for, so the HTTP mapping stays one. */
export function reviveTaskError(error: LocalJudgeTaskError, timeoutMs: number): FaithcheckError {
  switch (error.code) {
    case 'input_error':
      return new InputError(error.message, error.path ?? '');
    case 'configuration_error':
      return new ConfigurationError(error.message);
    case 'verification_timeout':
      return new VerificationTimeoutError(timeoutMs);
    default:
      return new FaithcheckError(error.message);
  }
}
