import type { Verdict } from './verdict.js';

/** A half-open character range `[start, end)` in a string. */
export interface Span {
  start: number;
  end: number;
}

/** One atomic, check-worthy assertion taken from the response. */
export interface Claim {
  /** The claim's text (for extractive judges, exactly `response.slice(span.start, span.end)`). */
  text: string;
  /**
   * Where the claim sits in the response; `null` when a judge wrote it and it cannot be located.
   * `verify()` does not judge such a claim: it is an `extraction_error` on that claim.
   */
  span: Span | null;
}

/** A sentence of the response that was not treated as a claim, and why. */
export interface SkippedSentence {
  text: string;
  span: Span | null;
  /** e.g. `question`, `greeting`, `meta`, `opinion`, `hedged_advice`, `reflective_prompt`. */
  reason: string;
}

/** A quote from a chunk that backs (or contradicts) a claim. Offsets index into the chunk's text. */
export interface Evidence {
  chunkId: string;
  quote: string;
  start: number;
  end: number;
}

/** What a judge says about one claim. */
export interface ClaimVerdict {
  verdict: Verdict;
  evidence: Evidence[];
  reasoning: string;
  /** The judge's confidence in its verdict, 0–1. */
  confidence: number;
}

/** A judge's failure on one claim. Never a verdict, never a score of 0. */
export interface JudgeFailure {
  /** The error family's code, e.g. `judge_response_error`, `judge_call_error`. */
  code: string;
  message: string;
  retryable: boolean;
}

/** What a judge returns per claim: a verdict, or an error. */
export type ClaimJudgement = ({ ok: true } & ClaimVerdict) | { ok: false; error: JudgeFailure };
