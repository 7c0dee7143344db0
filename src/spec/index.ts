/** Types and interfaces only: this layer imports nothing at runtime. */
export type { Chunk, ChunkMetadata, RetrievedChunk } from './chunk.js';
export type {
  Claim,
  ClaimJudgement,
  ClaimVerdict,
  Evidence,
  JudgeFailure,
  SkippedSentence,
  Span,
} from './claim.js';
export type { JsonObject, JsonValue } from './json.js';
export type {
  ExtractClaimsOptions,
  ExtractClaimsResult,
  JudgeInfo,
  JudgeV1,
  VerifyClaimsOptions,
  VerifyClaimsResult,
} from './judge.js';
export type {
  ClaimReport,
  ConfidenceLevel,
  Downgrade,
  FaithfulnessReport,
  PolicyId,
  ReportIssue,
  ReportStatus,
} from './report.js';
export type { Usage } from './usage.js';
export { VERDICTS, type Verdict } from './verdict.js';
