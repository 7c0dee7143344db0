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
import { createLocalJudge, type LocalJudgeThreadOptions } from '../judges/local/create-local-judge.js';
import { PREFILTER_CHARS } from '../judges/local/evidence/sentence-index.js';
import { silentLogger } from '../logger.js';
import type { Chunk } from '../spec/chunk.js';
import type {
  ExtractClaimsOptions,
  ExtractClaimsResult,
  JudgeV1,
  VerifyClaimsOptions,
  VerifyClaimsResult,
} from '../spec/judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { ApiError, type ApiErrorDetail } from './api-error.js';
import type { VerifyRequest } from './api-schemas.js';
import { type PrepareBodyTask, prepareApiBody } from './prepare-api-body.js';
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

export type LocalJudgeTaskError = {
  code: string;
  message: string;
  path?: string;
  /** Set for an HTTP error (`ApiError`), e.g. a body refused while it was prepared. */
  status?: number;
  details?: ApiErrorDetail[];
  headers?: Record<string, string>;
};

/** What every pool task sends back: its value, or a plain error. */
export type TaskOutcome<Value> = { ok: true; value: Value } | { ok: false; error: LocalJudgeTaskError };

export type LocalJudgeOutcome = TaskOutcome<FaithfulnessReport>;
export type PrepareBodyOutcome = TaskOutcome<unknown>;

/**
 * One stage of the local judge on its own — what a cascade's local stage sends, so that the CPU
 * work of a cascade runs on the pool too while its LLM stage stays on the request thread.
 */
export interface LocalJudgeStageTask {
  kind: 'local-extract' | 'local-verify';
  /** The stage's options without `abortSignal` (a signal does not cross threads; the pool cancels). */
  input: Omit<ExtractClaimsOptions, 'abortSignal'> | Omit<VerifyClaimsOptions, 'abortSignal'>;
  localParams?: string;
  /** The judge's other options (`LocalJudge.threadOptions`), so the thread judges as the caller's judge does. */
  localOptions?: Omit<LocalJudgeThreadOptions, 'params'>;
  /** The server's per-request deadline, in ms. */
  timeoutMs: number;
}

export type LocalJudgeStageOutcome = TaskOutcome<ExtractClaimsResult | VerifyClaimsResult>;

/** Every task a pool thread takes: a check to judge, a big body to prepare, or a judge stage. */
export type JudgePoolTask = LocalJudgeTask | PrepareBodyTask | LocalJudgeStageTask;
export type JudgePoolOutcome = LocalJudgeOutcome | PrepareBodyOutcome | LocalJudgeStageOutcome;

/** One judge per parameter file (and options), created on a thread's first task and kept. */
const judges = new Map<string, JudgeV1>();

function localJudge(localParams?: string, localOptions: LocalJudgeStageTask['localOptions'] = {}): JudgeV1 {
  const { supportedThreshold, useWordNet } = localOptions;
  const key = JSON.stringify([localParams ?? '', supportedThreshold ?? null, useWordNet ?? null]);
  let judge = judges.get(key);
  if (!judge) {
    judge = createLocalJudge({
      params: localParams,
      ...(supportedThreshold !== undefined ? { supportedThreshold } : {}),
      ...(useWordNet !== undefined ? { useWordNet } : {}),
    });
    judges.set(key, judge);
  }
  return judge;
}

/** Chunk lists seen lately, by content: the last few, each short enough for the judge's context cache. */
const recentChunks = new Map<string, Chunk[]>();
const RECENT_CHUNK_LISTS = 8;

/**
 * The same array for the same chunks. Every task arrives as a fresh copy, and the local judge
 * keeps its prepared context (the BM25 index) per chunks array: a caller that judges an answer
 * sentence by sentence over the same chunks (the streaming transform) would have them indexed
 * anew for every sentence. Only lists the judge's cache takes (≤ `PREFILTER_CHARS`) are kept.
 */
function internChunks(chunks: Chunk[]): Chunk[] {
  let characters = 0;
  for (const chunk of chunks) characters += chunk.text.length;
  if (characters > PREFILTER_CHARS) return chunks;
  const key = JSON.stringify(chunks.map((chunk) => [chunk.id, chunk.text]));
  const known = recentChunks.get(key);
  if (known) return known;
  recentChunks.set(key, chunks);
  if (recentChunks.size > RECENT_CHUNK_LISTS) recentChunks.delete(recentChunks.keys().next().value!);
  return chunks;
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
    return { ok: true, value: report };
  } catch (error) {
    return { ok: false, error: toTaskError(error) };
  }
}

/** Prepares a big body (see `prepare-api-body.ts`): the validated body, or why it is refused. */
export function runPrepareBodyTask(task: PrepareBodyTask): PrepareBodyOutcome {
  try {
    return { ok: true, value: prepareApiBody(task) };
  } catch (error) {
    return { ok: false, error: toTaskError(error) };
  }
}

/** Runs one stage of the local judge (see `LocalJudgeStageTask`). */
export async function runLocalJudgeStageTask(
  task: LocalJudgeStageTask,
  abortSignal?: AbortSignal,
): Promise<LocalJudgeStageOutcome> {
  try {
    const judge = localJudge(task.localParams, task.localOptions);
    const verifyInput = task.input as VerifyClaimsOptions;
    const result =
      task.kind === 'local-extract'
        ? await judge.extractClaims({ ...(task.input as ExtractClaimsOptions), abortSignal })
        : await judge.verifyClaims({ ...verifyInput, chunks: internChunks(verifyInput.chunks), abortSignal });
    return { ok: true, value: result };
  } catch (error) {
    return { ok: false, error: toTaskError(error) };
  }
}

/** A pool thread's handler: one entry for every kind of task. */
export function runJudgePoolTask(task: JudgePoolTask, abortSignal?: AbortSignal): Promise<JudgePoolOutcome> {
  if (!('kind' in task)) return runLocalJudgeTask(task, abortSignal);
  if (task.kind === 'prepare-body') return Promise.resolve(runPrepareBodyTask(task));
  return runLocalJudgeStageTask(task, abortSignal);
}

function toTaskError(error: unknown): LocalJudgeTaskError {
  if (error instanceof ApiError) {
    const { status, code, message, details, headers } = error;
    return { status, code, message, ...(details ? { details } : {}), headers };
  }
  const { code, message } = describeError(error);
  const path = InputError.isInstance(error) && error.path ? { path: error.path } : {};
  return { code, message, ...path };
}

/** The error family member a pool thread's failure stands for, so the HTTP mapping stays one. */
export function reviveTaskError(error: LocalJudgeTaskError, timeoutMs: number): FaithcheckError | ApiError {
  if (error.status !== undefined) {
    const { status, code, message, details, headers } = error;
    return new ApiError({ status, code, message, details, headers });
  }
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
