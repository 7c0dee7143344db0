/**
 * The storage contract: one row per check in `faithfulness_checks`. Implemented once over a small
 * SQL client interface so that PGlite (embedded default) and node-postgres (`DATABASE_URL`) share
 * the same migrations and the same code path. The service, the worker and the review page use
 * only this interface.
 */
import type { Chunk } from '../spec/chunk.js';
import type { JudgeInfo } from '../spec/judge.js';
import type {
  ClaimReport,
  ConfidenceLevel,
  FaithfulnessReport,
  PolicyId,
  ReportIssue,
  ReportStatus,
} from '../spec/report.js';
import type { Usage } from '../spec/usage.js';

/** A chunk as stored with a check: its text (so a reviewer sees the evidence in place) and a content hash. */
export interface StoredChunk extends Chunk {
  /** sha256 of the chunk text as given (before NUL or lone surrogates become U+FFFD for storage), hex. */
  contentHash: string;
}

export interface SaveCheckInput {
  /**
   * A row id chosen by the caller. Saving again with the same id updates that row: the durable
   * queue uses it so a retried job writes its check exactly once. Default: generated.
   */
  id?: string | null;
  /** Seed 000's chat id (a uuid), when the check belongs to a chat. */
  chatId?: string | null;
  /** Seed 000's assistant message id. (chatId, messageId) is unique: saving twice updates, never duplicates. */
  messageId?: string | null;
  query?: string | null;
  response: string;
  chunks: readonly Chunk[];
  report: FaithfulnessReport;
}

export interface StoredCheck {
  id: string;
  chatId: string | null;
  messageId: string | null;
  query: string | null;
  response: string;
  chunks: StoredChunk[];
  /** Rounded to two decimals, as `numeric(3,2)` stores it. */
  overallScore: number;
  flagged: boolean;
  threshold: number;
  policy: PolicyId;
  level: ConfidenceLevel;
  status: ReportStatus;
  claims: ClaimReport[];
  issues: ReportIssue[];
  usage: Usage;
  judge: JudgeInfo;
  evaluationLatencyMs: number;
  /** The full report as returned by `verify()`. */
  report: FaithfulnessReport;
  createdAt: Date;
}

export interface ListChecksFilter {
  flagged?: boolean;
  since?: Date;
  until?: Date;
  minScore?: number;
  maxScore?: number;
  chatId?: string;
  /** Only checks with this status, e.g. `failed` (queued checks that could not run). */
  status?: ReportStatus;
  /** Default 50, at most 500. */
  limit?: number;
  /** Opaque cursor from a previous page's `nextCursor`. */
  cursor?: string;
  /** `newest` (default) or `flagged_first` (flagged, then newest). */
  order?: 'newest' | 'flagged_first';
}

export interface CheckPage {
  items: StoredCheck[];
  nextCursor: string | null;
}

export interface DailyCount {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  checks: number;
  flagged: number;
  /** flagged / checks, 0–1. */
  flaggedRate: number;
}

export interface CheckStore {
  /** Applies pending migrations; safe to call many times. */
  migrate(): Promise<void>;
  /** Inserts, or updates the row with the same (chatId, messageId). Throws `StorageError`. */
  save(input: SaveCheckInput): Promise<{ id: string; created: boolean }>;
  get(id: string): Promise<StoredCheck | null>;
  list(filter?: ListChecksFilter): Promise<CheckPage>;
  /** Seed 000's review query: flagged checks, newest first. */
  getFlagged(options?: { limit?: number; since?: Date }): Promise<StoredCheck[]>;
  dailyCounts(options?: { since?: Date; until?: Date }): Promise<DailyCount[]>;
  close(): Promise<void>;
}
