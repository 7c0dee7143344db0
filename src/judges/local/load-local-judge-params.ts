/**
 * Parameters of the local judge from an object or a JSON file (written by `faithcheck calibrate`),
 * validated before use, and the fingerprint every report records: the parameters' name and a hash
 * of their content, so a verdict can always be traced to the exact parameters that produced it.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { z } from 'zod';
import { ConfigurationError } from '../../errors.js';
import { terminalSafe } from '../../text/terminal-safe.js';
import { type LocalJudgeParams, localJudgeParamsSchema } from './local-judge-params.js';
import { FEATURE_NAMES } from './model/claim-features.js';
import { scoringModelProblems } from './model/predict-support.js';

/**
 * The largest parameter file read, in bytes. The shipped parameters are 60 KB as JSON and a
 * `faithcheck calibrate` fit a few hundred KB; a path to `/dev/zero` or a huge file is refused
 * at this size instead of filling memory (issue 20 item 4: `/dev/zero` reached 8.2 GB).
 */
export const MAX_PARAMS_FILE_BYTES = 16 * 1024 * 1024;

export interface ParamsFingerprint {
  /**
   * The parameters' `version`, with control characters shown escaped (it reaches terminals and
   * logs; the hash still identifies the exact content), e.g. `2026-11-trees200x3-38f` (month of the fit, model setting, feature count) or the name given to `faithcheck calibrate --name`. */
  name: string;
  /** First 12 hex digits of the SHA-256 of the parameters as JSON with sorted keys. */
  hash: string;
}

const fingerprints = new WeakMap<LocalJudgeParams, ParamsFingerprint>();

/** JSON with object keys sorted, so the hash does not depend on key order (a file vs. its parsed copy). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function paramsFingerprint(params: LocalJudgeParams): ParamsFingerprint {
  let fingerprint = fingerprints.get(params);
  if (!fingerprint) {
    const hash = createHash('sha256').update(canonicalJson(params)).digest('hex').slice(0, 12);
    fingerprint = { name: terminalSafe(params.version), hash };
    fingerprints.set(params, fingerprint);
  }
  return fingerprint;
}

/** zod's "✖ message\n  → at path" summary as one line: "message (at path); message (at path)". */
function oneLine(summary: string): string {
  return summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (line.startsWith('→') ? `(${line.slice(1).trim()})` : line.replace(/^✖\s*/, '')))
    .join(' ')
    .replace(/\) (?=[^(])/g, '); ');
}

/** Reads at most `maxBytes` of a file, whatever it is (a device such as /dev/zero never ends). */
function readBounded(path: string, maxBytes: number): string {
  const descriptor = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    const buffer = Buffer.allocUnsafe(64 * 1024);
    for (;;) {
      const read = readSync(descriptor, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > maxBytes)
        throw new ConfigurationError(
          `the local judge parameter file "${path}" is larger than ${maxBytes} bytes: a parameter file written by \`faithcheck calibrate\` is far smaller; check the path`,
        );
      chunks.push(Buffer.from(buffer.subarray(0, read)));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    closeSync(descriptor);
  }
}

/** Validates parameters given as an object; `where` names their origin in the error. */
export function parseLocalJudgeParams(value: unknown, where = 'local judge params'): LocalJudgeParams {
  const parsed = localJudgeParamsSchema.safeParse(value);
  if (!parsed.success) {
    throw new ConfigurationError(
      // One line: zod's multi-line summary printed through the CLI's escaping showed literal "\n".
      `${where} are not valid local judge parameters: ${oneLine(z.prettifyError(parsed.error))}`,
    );
  }
  // Models read their features by name: every name must be one this version computes (a model
  // may use fewer), and every split or weight must point at a named feature.
  const { unknown, shape } = scoringModelProblems(parsed.data.model);
  if (unknown.length > 0) {
    throw new ConfigurationError(
      `${where} were fitted for another feature list: they read ${unknown.length} feature(s) this version does not compute ` +
        `(unknown: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}; ` +
        `this version computes ${FEATURE_NAMES.length}); refit them with \`faithcheck calibrate\` on this version`,
    );
  }
  if (shape.length > 0) {
    throw new ConfigurationError(
      `${where} have a malformed scoring model: ${shape.slice(0, 3).join('; ')}${shape.length > 3 ? ` and ${shape.length - 3} more` : ''}`,
    );
  }
  return parsed.data;
}

/**
 * Reads and validates a parameter file (JSON), at most `maxBytes` of it.
 * @throws ConfigurationError for a file that cannot be read, is too large, is not JSON or not valid.
 */
export function readLocalJudgeParams(path: string, options: { maxBytes?: number } = {}): LocalJudgeParams {
  let text: string;
  try {
    text = readBounded(path, options.maxBytes ?? MAX_PARAMS_FILE_BYTES);
  } catch (error) {
    if (ConfigurationError.isInstance(error)) throw error;
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigurationError(`cannot read the local judge parameter file "${path}": ${reason}`, {
      cause: error,
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ConfigurationError(
      `the local judge parameter file "${path}" is not JSON: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  return parseLocalJudgeParams(value, `the parameters in "${path}"`);
}

/** Parameters given as an object or a file path. */
export function resolveLocalJudgeParams(source: LocalJudgeParams | string): LocalJudgeParams {
  return typeof source === 'string' ? readLocalJudgeParams(source) : parseLocalJudgeParams(source);
}
