/**
 * A request body read, validated and priced — the work the request thread would otherwise spend on
 * every big body before it can even refuse it. Parsing and pricing a 2 MB verify request takes
 * 15–50 ms of CPU; four clients posting such bodies in a loop kept the request thread busy enough
 * that `/healthz` waited 200 ms (issue 16, bench `server-isolation`). With a judge pool, a big body
 * is prepared on a pool thread instead (`read-api-body.ts`), and only its outcome comes back.
 */
import { parseVerifyInput } from '../input/parse-verify-input.js';
import { admitJudgeWork } from './admit-judge-work.js';
import { createCheckRequestSchema, verifyRequestSchema } from './api-schemas.js';
import { estimateJudgeWork } from './estimate-judge-work.js';
import { parseJsonText } from './parse-request.js';

/** The API bodies that carry a check to judge, by route. */
export const API_BODY_SCHEMAS = {
  /** `POST /v1/verify` */
  verify: verifyRequestSchema,
  /** `POST /v1/checks` */
  check: createCheckRequestSchema,
} as const;

export type ApiBodyKind = keyof typeof API_BODY_SCHEMAS;
export type ApiBody<Kind extends ApiBodyKind> = ReturnType<(typeof API_BODY_SCHEMAS)[Kind]['parse']>;

/** What the request thread sends a pool thread to prepare a body: plain data only. */
export interface PrepareBodyTask {
  kind: 'prepare-body';
  bodyKind: ApiBodyKind;
  /** The raw body (a copy: the request keeps its own). */
  body: ArrayBuffer;
  /** The server's work limit, when the check will be judged by the local judge now. */
  maxJudgeWork?: number;
  /** The server's per-request deadline, in ms. */
  timeoutMs: number;
}

const decoder = new TextDecoder();

/**
 * Decode, parse and validate a body; a check to be judged now is priced too, and refused over the
 * work limit (a queued check is priced by the worker that judges it).
 * @throws ApiError 400/413, InputError (what the request thread would throw for the same body).
 * @example prepareApiBody({ kind: 'prepare-body', bodyKind: 'verify', body, maxJudgeWork: 5e7, timeoutMs: 60_000 })
 */
export function prepareApiBody<Kind extends ApiBodyKind>(
  task: Omit<PrepareBodyTask, 'bodyKind'> & { bodyKind: Kind },
): ApiBody<Kind> {
  const body = parseJsonText(decoder.decode(task.body), API_BODY_SCHEMAS[task.bodyKind]) as ApiBody<Kind>;
  const queued = 'async' in body && body.async === true;
  if (task.maxJudgeWork !== undefined && !queued) {
    const { chatId: _chatId, messageId: _messageId, async: _async, ...request } = body as ApiBody<'check'>;
    admitJudgeWork(estimateJudgeWork(parseVerifyInput(request)), task.maxJudgeWork);
  }
  return body;
}
