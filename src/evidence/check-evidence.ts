/**
 * The mechanical evidence check: a quote that cannot be found in the chunk it names is not
 * evidence. Offsets are always recomputed from the chunk text, and a supported or partially
 * supported verdict left without valid evidence is downgraded to `no_evidence`, visibly.
 */
import type { Chunk } from '../spec/chunk.js';
import type { ClaimVerdict, Evidence } from '../spec/claim.js';
import type { Downgrade } from '../spec/report.js';
import { foldText, locateQuote } from './locate-quote.js';

export interface EvidenceCheckResult {
  verdict: ClaimVerdict;
  /** Quotes that were dropped, with the reason. */
  rejected: Array<{ evidence: Partial<Evidence>; reason: string }>;
  downgrade?: Downgrade;
}

/** Folded chunk texts, built once per check and shared across claims. */
export class ChunkIndex {
  private readonly byId = new Map<string, Chunk>();
  private readonly folded = new Map<string, ReturnType<typeof foldText>>();

  constructor(chunks: readonly Chunk[]) {
    for (const chunk of chunks) this.byId.set(chunk.id, chunk);
  }

  get(id: string): Chunk | undefined {
    return this.byId.get(id);
  }

  locate(chunkId: string, quote: string) {
    const chunk = this.byId.get(chunkId);
    if (!chunk) return null;
    let folded = this.folded.get(chunkId);
    if (!folded) {
      folded = foldText(chunk.text);
      this.folded.set(chunkId, folded);
    }
    return locateQuote(chunk.text, quote, folded);
  }
}

export function checkEvidence(verdict: ClaimVerdict, index: ChunkIndex): EvidenceCheckResult {
  const valid: Evidence[] = [];
  const rejected: EvidenceCheckResult['rejected'] = [];
  for (const evidence of verdict.evidence) {
    const chunk = index.get(evidence.chunkId);
    if (!chunk) {
      rejected.push({ evidence, reason: `chunk "${evidence.chunkId}" is not among the chunks` });
      continue;
    }
    const span = index.locate(evidence.chunkId, evidence.quote ?? '');
    if (!span) {
      rejected.push({ evidence, reason: `quote not found in chunk "${evidence.chunkId}"` });
      continue;
    }
    const duplicate = valid.some(
      (other) => other.chunkId === evidence.chunkId && other.start === span.start && other.end === span.end,
    );
    if (!duplicate) valid.push({ chunkId: chunk.id, quote: chunk.text.slice(span.start, span.end), ...span });
  }

  const needsEvidence = verdict.verdict === 'supported' || verdict.verdict === 'partially_supported';
  if (needsEvidence && valid.length === 0) {
    const reason =
      rejected.length > 0
        ? `judge said ${verdict.verdict} but its evidence is not in the chunks (${rejected[0]!.reason})`
        : `judge said ${verdict.verdict} without quoting any evidence`;
    return {
      verdict: {
        ...verdict,
        verdict: 'no_evidence',
        evidence: [],
        reasoning: `${verdict.reasoning} [downgraded: ${reason}]`.trim(),
      },
      rejected,
      downgrade: { from: verdict.verdict, reason },
    };
  }
  return { verdict: { ...verdict, evidence: valid }, rejected };
}
