/**
 * An in-memory `CheckStore` for the server's tests: the same contract as the Postgres store
 * (filters, flagged-first order, opaque cursors, daily counts), with every filter value treated
 * as data. Not exported from the package.
 */
import { createHash, randomUUID } from 'node:crypto';
import { InputError } from '../../errors.js';
import type { ClaimReport } from '../../spec/report.js';
import type {
  CheckPage,
  CheckStore,
  CheckSummary,
  DailyCount,
  ListChecksFilter,
  SaveCheckInput,
  StoredCheck,
} from '../../store/check-store.js';

export interface MemoryCheckStore extends CheckStore {
  /** Every filter `list` received, for assertions. */
  readonly listCalls: ListChecksFilter[];
  /** Rows, oldest first. */
  readonly rows: StoredCheck[];
  closed: boolean;
}

function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ offset }), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): number {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { offset?: unknown };
    if (typeof value.offset === 'number' && Number.isInteger(value.offset) && value.offset >= 0)
      return value.offset;
  } catch {
    // fall through
  }
  throw new InputError('cursor is not valid: use the nextCursor of a previous page', 'cursor');
}

const PREVIEW_CHARS = 200;
const VERDICT_NAMES = ['supported', 'partially_supported', 'no_evidence', 'contradicted'];

/** What the SQL store's summary query computes, computed here in JavaScript. */
export function toCheckSummary(check: StoredCheck): CheckSummary {
  const claims: unknown[] = Array.isArray(check.claims) ? check.claims : [];
  const wellFormed = claims.filter(
    (claim): claim is ClaimReport =>
      typeof claim === 'object' &&
      claim !== null &&
      !Array.isArray(claim) &&
      typeof (claim as { claim?: unknown }).claim === 'string',
  );
  const withVerdict = (verdict: string) => wellFormed.filter((claim) => claim.verdict === verdict).length;
  const judgeErrors = wellFormed.filter(
    (claim) => claim.verdict === null || claim.verdict === undefined,
  ).length;
  const known = wellFormed.filter((claim) => VERDICT_NAMES.includes(claim.verdict as string)).length;
  return {
    id: check.id,
    chatId: check.chatId,
    messageId: check.messageId,
    createdAt: check.createdAt,
    overallScore: check.overallScore,
    flagged: check.flagged,
    threshold: check.threshold,
    policy: check.policy,
    level: check.level,
    status: check.status,
    queryPreview: check.query === null ? null : check.query.slice(0, PREVIEW_CHARS),
    responsePreview: check.response.slice(0, PREVIEW_CHARS),
    claimCounts: {
      total: claims.length,
      supported: withVerdict('supported'),
      partiallySupported: withVerdict('partially_supported'),
      noEvidence: withVerdict('no_evidence'),
      contradicted: withVerdict('contradicted'),
      judgeErrors,
    },
    failingClaims: wellFormed
      .filter((claim) => claim.verdict !== 'supported')
      .slice(0, 3)
      .map((claim) => ({
        verdict: VERDICT_NAMES.includes(claim.verdict as string) ? claim.verdict : null,
        claim: claim.claim.slice(0, PREVIEW_CHARS),
      })),
    readable: Array.isArray(check.claims) && known + judgeErrors === claims.length,
    ...(check.status === 'failed' && typeof check.report?.error?.message === 'string'
      ? { errorMessage: check.report.error.message.slice(0, PREVIEW_CHARS) }
      : {}),
  };
}

/** @param options.now the clock for `createdAt` (tests set dates). */
export function createMemoryCheckStore(options: { now?: () => Date } = {}): MemoryCheckStore {
  const rows: StoredCheck[] = [];
  const listCalls: ListChecksFilter[] = [];
  const now = options.now ?? (() => new Date());

  const store: MemoryCheckStore = {
    rows,
    listCalls,
    closed: false,
    async migrate() {},
    async save(input: SaveCheckInput) {
      const existing =
        input.chatId && input.messageId
          ? rows.find((row) => row.chatId === input.chatId && row.messageId === input.messageId)
          : undefined;
      const report = input.report;
      const row: StoredCheck = {
        id: existing?.id ?? randomUUID(),
        chatId: input.chatId ?? null,
        messageId: input.messageId ?? null,
        query: input.query ?? null,
        response: input.response,
        chunks: input.chunks.map((chunk) => ({
          ...chunk,
          contentHash: createHash('sha256').update(chunk.text).digest('hex'),
        })),
        overallScore: Math.round(report.overallScore * 100) / 100,
        flagged: report.flagged,
        threshold: report.threshold,
        policy: report.policy,
        level: report.level,
        status: report.status,
        claims: report.claims,
        issues: report.issues,
        usage: report.usage,
        judge: report.judge,
        evaluationLatencyMs: report.evaluationLatencyMs,
        report,
        createdAt: existing?.createdAt ?? now(),
      };
      if (existing) rows[rows.indexOf(existing)] = row;
      else rows.push(row);
      return { id: row.id, created: !existing };
    },
    async get(id) {
      return rows.find((row) => row.id === id) ?? null;
    },
    async list(filter: ListChecksFilter = {}): Promise<CheckPage> {
      listCalls.push(filter);
      const limit = Math.min(filter.limit ?? 50, 200);
      const offset = filter.cursor === undefined ? 0 : decodeCursor(filter.cursor);
      const matching = rows
        .filter((row) => filter.flagged === undefined || row.flagged === filter.flagged)
        .filter((row) => !filter.since || row.createdAt >= filter.since)
        .filter((row) => !filter.until || row.createdAt < filter.until)
        .filter((row) => filter.minScore === undefined || row.overallScore >= filter.minScore)
        .filter((row) => filter.maxScore === undefined || row.overallScore <= filter.maxScore)
        .filter((row) => filter.chatId === undefined || row.chatId === filter.chatId)
        .filter((row) => filter.status === undefined || row.status === filter.status)
        .sort((a, b) => {
          if (filter.order === 'flagged_first' && a.flagged !== b.flagged) return a.flagged ? -1 : 1;
          return b.createdAt.getTime() - a.createdAt.getTime();
        });
      const items = matching.slice(offset, offset + limit).map(toCheckSummary);
      return { items, nextCursor: offset + limit < matching.length ? encodeCursor(offset + limit) : null };
    },
    async getFlagged({ limit = 50, since } = {}) {
      return rows
        .filter((row) => row.flagged && (!since || row.createdAt >= since))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit);
    },
    async dailyCounts({ since, until } = {}): Promise<DailyCount[]> {
      const days = new Map<string, DailyCount>();
      for (const row of rows) {
        if ((since && row.createdAt < since) || (until && row.createdAt >= until)) continue;
        const day = row.createdAt.toISOString().slice(0, 10);
        const entry = days.get(day) ?? { day, checks: 0, flagged: 0, flaggedRate: 0 };
        entry.checks += 1;
        if (row.flagged) entry.flagged += 1;
        entry.flaggedRate = entry.flagged / entry.checks;
        days.set(day, entry);
      }
      return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
    },
    async close() {
      store.closed = true;
    },
  };
  return store;
}
