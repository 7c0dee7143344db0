/**
 * The mapping between a check and its row: the columns written on save, the columns read back, and
 * the row → `StoredCheck` conversion. Reads cast numerics to float8 and format `created_at` in UTC
 * so both drivers return the same JavaScript values.
 */
import { createHash } from 'node:crypto';
import { judgeIdentity } from '../core/judge-identity.js';
import type { Chunk } from '../spec/chunk.js';
import type { JudgeInfo } from '../spec/judge.js';
import type { ConfidenceLevel, FaithfulnessReport, PolicyId, ReportStatus } from '../spec/report.js';
import type { StoredCheck, StoredChunk } from './check-store.js';
import type { SaveCheckRequest } from './parse-save-input.js';
import { toStorableJson, toStorableText } from './storable-text.js';
import { isUuid } from './uuid.js';

/** The select list every read uses. */
export const CHECK_COLUMNS = `id::text as id, coalesce(chat_key, chat_id::text) as chat_id, message_id, query, response, chunks,
  overall_score::float8 as overall_score, flagged, threshold::float8 as threshold, policy, level, status,
  claims, issues, usage, judge, model, prompt_version, judge_params, evaluation_latency_ms, report, created_at,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at_key`;

export interface CheckRow {
  id: string;
  chat_id: string | null;
  message_id: string | null;
  query: string | null;
  response: string | null;
  chunks: StoredChunk[] | null;
  overall_score: number | null;
  flagged: boolean | null;
  threshold: number | null;
  policy: string | null;
  level: string | null;
  status: string | null;
  claims: StoredCheck['claims'] | null;
  issues: StoredCheck['issues'] | null;
  usage: StoredCheck['usage'] | null;
  judge: string | null;
  model: string | null;
  prompt_version: string | null;
  judge_params: string | null;
  evaluation_latency_ms: number | null;
  report: FaithfulnessReport | null;
  created_at: Date | string;
  created_at_key: string;
}

function storableNullable(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : toStorableText(text);
}

export function hashChunkText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function toStoredChunks(chunks: readonly Chunk[]): StoredChunk[] {
  return chunks.map((chunk) => ({ ...chunk, contentHash: hashChunkText(chunk.text) }));
}

/**
 * Column names, value expressions (`?` stands for the parameter) and values for an insert, in the
 * same order. JSON travels as text and is cast in SQL, so both drivers send it the same way.
 */
export function rowValues(input: SaveCheckRequest): {
  columns: string[];
  expressions: string[];
  values: unknown[];
} {
  const { report } = input;
  const entries: Array<[string, string, unknown]> = [
    // The id as given; the `chat_id` uuid column only when it is one (see migrations/0002).
    ['chat_key', '?::text', input.chatId ?? null],
    ['chat_id', '?::uuid', isUuid(input.chatId) ? input.chatId : null],
    ['message_id', '?::text', storableNullable(input.messageId)],
    ['overall_score', '?::float8', report.overallScore],
    ['flagged', '?::boolean', report.flagged],
    ['claims', '?::text::jsonb', toStorableJson(report.claims)],
    ['evaluation_latency_ms', '?::integer', Math.round(report.evaluationLatencyMs)],
    ['query', '?::text', storableNullable(input.query)],
    ['response', '?::text', toStorableText(input.response)],
    ['chunks', '?::text::jsonb', toStorableJson(toStoredChunks(input.chunks))],
    [
      'chunk_ids',
      'array(select jsonb_array_elements_text(?::text::jsonb))',
      toStorableJson(input.chunks.map((chunk) => chunk.id)),
    ],
    ['judge', '?::text', toStorableText(report.judge.id)],
    ['model', '?::text', storableNullable(report.judge.modelId)],
    ['prompt_version', '?::text', storableNullable(report.judge.promptVersion)],
    ['judge_params', '?::text', storableNullable(report.judge.paramsFingerprint)],
    ['judge_identity', '?::text', toStorableText(judgeIdentity(report.judge))],
    ['policy', '?::text', toStorableText(report.policy)],
    ['threshold', '?::float8', report.threshold],
    ['level', '?::text', toStorableText(report.level)],
    ['status', '?::text', toStorableText(report.status)],
    ['vacuous', '?::boolean', report.vacuous ?? false],
    ['issues', '?::text::jsonb', toStorableJson(report.issues)],
    ['usage', '?::text::jsonb', toStorableJson(report.usage)],
    ['report', '?::text::jsonb', toStorableJson(report)],
  ];
  // Only a keyed save writes these: an unkeyed update of the same chat message leaves the key alone.
  if (input.idempotency) {
    entries.push(
      ['idempotency_key', '?::text', toStorableText(input.idempotency.key)],
      ['idempotency_request_hash', '?::text', input.idempotency.requestHash],
      ['idempotency_created', '?::boolean', true],
    );
  }
  return {
    columns: entries.map(([column]) => column),
    expressions: entries.map(([, expression]) => expression),
    values: entries.map(([, , value]) => value),
  };
}

/** A row as the contract's `StoredCheck`; columns a foreign writer left null get neutral values. */
export function fromRow(row: CheckRow): StoredCheck {
  const judge: JudgeInfo = { specificationVersion: 'v1', id: row.judge ?? 'unknown' };
  if (row.model) judge.modelId = row.model;
  if (row.prompt_version) judge.promptVersion = row.prompt_version;
  if (row.judge_params) judge.paramsFingerprint = row.judge_params;
  return {
    id: row.id,
    chatId: row.chat_id,
    messageId: row.message_id,
    query: row.query,
    response: row.response ?? '',
    chunks: row.chunks ?? [],
    overallScore: row.overall_score ?? 0,
    flagged: row.flagged ?? false,
    threshold: row.threshold ?? 0.7,
    policy: (row.policy ?? 'ratio') as PolicyId,
    level: (row.level ?? 'very_low') as ConfidenceLevel,
    status: (row.status ?? 'ok') as ReportStatus,
    claims: row.claims ?? [],
    issues: row.issues ?? [],
    usage: row.usage ?? { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
    judge,
    evaluationLatencyMs: row.evaluation_latency_ms ?? 0,
    report: row.report ?? ({} as FaithfulnessReport),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}
