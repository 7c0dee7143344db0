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
import type { Verdict } from '../spec/verdict.js';
import type { IdempotencyReservations } from './idempotency-reservations.js';
import type { LabelStore } from './label-store.js';

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
  /** The chat id, when the check belongs to a chat. */
  chatId?: string | null;
  /** The assistant message id. (chatId, messageId) is unique: saving twice updates, never duplicates. */
  messageId?: string | null;
  query?: string | null;
  response: string;
  chunks: readonly Chunk[];
  report: FaithfulnessReport;
  /**
   * The client's `Idempotency-Key` and a hash of its request. Stored with the row (unique per key):
   * saving again with the same key returns that row (`created: false`) and never stores a second.
   */
  idempotency?: { key: string; requestHash: string } | null;
}

/** The row a keyed request produced, for answering its retries as the first time. */
export interface IdempotentCheck {
  check: StoredCheck;
  /** The hash of the request that stored it: a different one means the key was reused. */
  requestHash: string | null;
  /** Whether that request created the row (201) or updated it (200). */
  created: boolean;
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

/** How many claims of a stored check got each verdict, counted in SQL from the stored claims. */
export interface ClaimCounts {
  total: number;
  supported: number;
  partiallySupported: number;
  noEvidence: number;
  contradicted: number;
  /** Claims the judge failed on (`verdict: null`): not scored. */
  judgeErrors: number;
}

/** One of the first claims that is not supported, shortened, for a list line. */
export interface ClaimPreview {
  /** null: the judge failed on this claim. */
  verdict: Verdict | null;
  /** The claim text, at most `SUMMARY_TEXT_CHARS` characters. */
  claim: string;
}

/**
 * A stored check as a list shows it: a few hundred bytes whatever the row holds (no chunks, no
 * report, texts shortened), computed in SQL. `get(id)` returns the whole check.
 */
export interface CheckSummary {
  id: string;
  chatId: string | null;
  messageId: string | null;
  createdAt: Date;
  overallScore: number;
  flagged: boolean;
  threshold: number;
  policy: PolicyId;
  level: ConfidenceLevel;
  status: ReportStatus;
  /** The question's first `SUMMARY_TEXT_CHARS` characters. */
  queryPreview: string | null;
  /** The answer's first `SUMMARY_TEXT_CHARS` characters. */
  responsePreview: string;
  claimCounts: ClaimCounts;
  /** The first three claims that are not supported (judge errors included), in answer order. */
  failingClaims: ClaimPreview[];
  /** Why a queued check could not run (status `failed`), 200 characters at most. */
  errorMessage?: string;
  /**
   * false when the stored claims are not a list of claim objects (a row written by another program,
   * or before `save()` checked them): the counts then cover only the readable claims.
   */
  readable: boolean;
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
  /** Default 50, at most 200. */
  limit?: number;
  /** Opaque cursor from a previous page's `nextCursor`. */
  cursor?: string;
  /** Checks reviewers labelled, did not label, or labelled against the judge. */
  labels?: 'labelled' | 'unlabelled' | 'disagreements';
  /** `newest` (default) or `flagged_first` (flagged, then newest). */
  order?: 'newest' | 'flagged_first';
}

export interface CheckPage {
  items: CheckSummary[];
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
  /** The row stored under an idempotency key, or null. Optional: a store without it refuses keys. */
  findByIdempotencyKey?(key: string): Promise<IdempotentCheck | null>;
  /** Summaries, never whole rows: a page's size is bounded whatever the rows hold. */
  list(filter?: ListChecksFilter): Promise<CheckPage>;
  /** The review query (`getFlaggedResponses`): flagged checks, newest first, whole rows (at most 500). */
  getFlagged(options?: { limit?: number; since?: Date }): Promise<StoredCheck[]>;
  dailyCounts(options?: { since?: Date; until?: Date }): Promise<DailyCount[]>;
  /** Reviewers' labels of the checks' claims (the SQL stores have them). */
  readonly labels?: LabelStore;
  /** Reservations of `Idempotency-Key`s, for async checks (the SQL stores have them). */
  readonly idempotencyKeys?: IdempotencyReservations;
  close(): Promise<void>;
}
