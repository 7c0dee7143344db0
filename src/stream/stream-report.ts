/**
 * The end-of-stream report, built from the verdicts the stream already made: `verify()` runs on the
 * final text with a judge that replays them (the streamed sentences' claims, then their recorded
 * judgements), so the report is `verify()`'s — the same evidence check, scoring, issues and shape —
 * and nothing is judged twice. It carries the real judge's identity, and in `metadata.stream` what
 * the stream did with each sentence (released, replaced, rewritten, marked) and whether it was cut.
 */
import { ZERO_USAGE } from '../core/usage.js';
import { describeError, ExtractionError } from '../errors.js';
import type { Claim, ClaimJudgement, SkippedSentence } from '../spec/claim.js';
import type { JudgeInfo, JudgeV1 } from '../spec/judge.js';
import type { Usage } from '../spec/usage.js';
import type { SentenceAction, StreamMode, StreamVerdict } from './faithcheck-part.js';

/** One sentence as the stream judged and treated it; offsets in the report's response. */
export interface StreamedSentence {
  /** The data part's id. */
  id: string;
  start: number;
  end: number;
  claims: Claim[];
  skipped: SkippedSentence[];
  /** The judgements that stand, one per claim (absent when judging was cut off). */
  judgements: ClaimJudgement[] | null;
  verdict: StreamVerdict | null;
  action: SentenceAction;
  /** What the user received instead, when it was replaced or rewritten. */
  delivered?: string;
}

/** `report.metadata.stream`: what the streaming transform did. */
export interface StreamMetadata {
  mode: StreamMode;
  /** True when the stream was aborted or failed before the answer ended: only part was judged. */
  cut: boolean;
  sentences: Array<{
    id: string;
    start: number;
    end: number;
    verdict: StreamVerdict | null;
    action: SentenceAction;
    delivered?: string;
  }>;
  /** The text the user received (differs from the response in `hold` and `rewrite`). */
  deliveredText: string;
  calls: number;
  llmCalls: number;
  decidedLocally?: number;
  decidedByLlm?: number;
  failed: number;
}

const NOT_JUDGED = describeError(new ExtractionError('the stream ended before this claim was judged'));
const key = (claim: Claim) => `${claim.span?.start}:${claim.span?.end}`;

/**
 * A judge that answers with what the stream already decided.
 *
 * @example
 * const report = await verify({ response, chunks, judge: replayJudge({ judge, sentences, usage, stream }) });
 */
export function replayJudge(options: {
  judge: JudgeInfo;
  sentences: readonly StreamedSentence[];
  usage: Usage;
  stream: StreamMetadata;
}): JudgeV1 {
  const judgements = new Map<string, ClaimJudgement>();
  for (const sentence of options.sentences) {
    sentence.claims.forEach((claim, position) => {
      judgements.set(key(claim), sentence.judgements?.[position] ?? { ok: false, error: NOT_JUDGED });
    });
  }
  const { judge } = options;
  return {
    specificationVersion: 'v1',
    id: judge.id,
    ...(judge.modelId ? { modelId: judge.modelId } : {}),
    ...(judge.promptVersion ? { promptVersion: judge.promptVersion } : {}),
    ...(judge.paramsFingerprint ? { paramsFingerprint: judge.paramsFingerprint } : {}),
    async extractClaims() {
      return {
        claims: options.sentences.flatMap((sentence) => sentence.claims),
        skipped: options.sentences.flatMap((sentence) => sentence.skipped),
        usage: options.usage,
      };
    },
    async verifyClaims({ claims }) {
      return {
        judgements: claims.map((claim) => judgements.get(key(claim)) ?? { ok: false, error: NOT_JUDGED }),
        usage: { ...ZERO_USAGE },
        metadata: { stream: options.stream },
      };
    },
  };
}
