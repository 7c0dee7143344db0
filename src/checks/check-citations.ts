/**
 * Citation coverage (the second of the three aspects), exactly as the three-aspect
 * specification computes it:
 *   explicit = sources cited / all sources; bonus = min(0.1 × pattern matches, 0.3);
 *   coverage = min(explicit + bonus, 1.0).
 * A source counts as cited when the answer mentions one of its identifiers (ticker, year, filing
 * type, their combinations, title, source, URL, document id, `chunk N`) or a citation marker
 * names it (`[2]`, `[Source: 2]`, `[its-id]`). Beyond the specification, every marker is mapped to the
 * sentence it is attached to, with whether the cited chunk supports it and which chunk would.
 */
import { roundScore } from '../scoring/policy.js';
import type { Chunk } from '../spec/chunk.js';
import type { Span } from '../spec/claim.js';
import type { CitationCheckResult, CitationMapping, FaithfulnessReport } from '../spec/report.js';
import { attachMarkers, findCitationMarkers, findCitationPatterns } from './citation-markers.js';
import { keywordOverlap, keywordSet, lexicallySupports } from './keyword-overlap.js';
import { mentionsIdentifier, sourceIdentifiers } from './source-identifiers.js';

export interface CheckCitationsOptions {
  answer: string;
  /** All sources given with the answer, in order (`[1]` is the first). */
  chunks: readonly Chunk[];
  /** When given, its claim verdicts and evidence decide whether a cited chunk supports a claim. */
  report?: Pick<FaithfulnessReport, 'claims'>;
}

/** The pattern bonus of the three-aspect specification: 0.1 per pattern match, at most 0.3. */
export const PATTERN_BONUS_PER_MATCH = 0.1;
export const MAX_PATTERN_BONUS = 0.3;

function numbersIn(reference: string): number[] | null {
  const cleaned = reference.replace(/^(?:sources?|chunks?|docs?|refs?)\s*:?\s*/i, '').trim();
  if (!/^\d+(?:\s*[,;–-]\s*\d+)*$/.test(cleaned)) return null;
  const numbers: number[] = [];
  for (const part of cleaned.split(/\s*[,;]\s*/)) {
    const [from, to] = part.split(/\s*[–-]\s*/).map(Number);
    if (to === undefined) numbers.push(from!);
    else for (let number = from!; number <= to && number - from! < 100; number += 1) numbers.push(number);
  }
  return numbers;
}

/** The chunks a marker's reference names: by number (1-based), by id, or by metadata identifiers. */
function createResolver(chunks: readonly Chunk[]) {
  const identifiers = chunks.map((chunk) => sourceIdentifiers(chunk).all);
  const resolved = new Map<string, string[]>();
  const resolveReference = (reference: string): string[] => {
    const numbers = numbersIn(reference);
    if (numbers) return numbers.map((number) => chunks[number - 1]?.id).filter((id) => id !== undefined);
    const byId = chunks.filter(
      (chunk) =>
        chunk.id.toLowerCase() === reference.toLowerCase() || mentionsIdentifier(reference, chunk.id),
    );
    if (byId.length > 0) return byId.map((chunk) => chunk.id);
    const scores = identifiers.map(
      (list) => list.filter((identifier) => mentionsIdentifier(reference, identifier)).length,
    );
    const best = Math.max(0, ...scores);
    return best === 0
      ? []
      : chunks.filter((_chunk, index) => scores[index] === best).map((chunk) => chunk.id);
  };
  return (reference: string): string[] => {
    let ids = resolved.get(reference);
    if (!ids) {
      ids = resolveReference(reference);
      resolved.set(reference, ids);
    }
    return ids;
  };
}

function overlaps(left: Span, right: Span): boolean {
  return left.start < right.end && right.start < left.end;
}

function supportFromReport(
  report: Pick<FaithfulnessReport, 'claims'>,
  claim: string,
  claimSpan: Span,
  cited: readonly string[],
): Pick<CitationMapping, 'chunkId' | 'supportsClaim' | 'betterChunkId' | 'method'> | null {
  const sentenceWords = keywordSet(claim);
  const judged = report.claims.filter(
    (entry) =>
      entry.verdict !== null &&
      (entry.span ? overlaps(entry.span, claimSpan) : keywordOverlap(entry.claim, sentenceWords) >= 0.8),
  );
  if (judged.length === 0) return null;
  const backersOf = (entry: (typeof judged)[number]) =>
    entry.verdict === 'supported' || entry.verdict === 'partially_supported'
      ? [...new Set(entry.evidence.map((evidence) => evidence.chunkId))]
      : [];
  const failing = judged.filter((entry) => !backersOf(entry).some((id) => cited.includes(id)));
  const backing = cited.find((id) => judged.some((entry) => backersOf(entry).includes(id)));
  const better =
    failing.flatMap(backersOf).find((id) => !cited.includes(id)) ??
    (cited.length === 0 ? (judged.flatMap(backersOf)[0] ?? null) : null);
  return {
    chunkId: backing ?? cited[0] ?? null,
    supportsClaim: cited.length === 0 ? null : failing.length === 0,
    betterChunkId: failing.length === 0 && cited.length > 0 ? null : better,
    method: cited.length === 0 ? 'unresolved' : 'claim_verdicts',
  };
}

function supportFromText(
  chunkWords: ReadonlyArray<{ id: string; words: Set<string> }>,
  claim: string,
  cited: readonly string[],
): Pick<CitationMapping, 'chunkId' | 'supportsClaim' | 'betterChunkId' | 'method'> {
  const checks = chunkWords.map((chunk) => ({ id: chunk.id, check: lexicallySupports(claim, chunk.words) }));
  const supporting = checks
    .filter((entry) => entry.check?.supports)
    .sort((left, right) => right.check!.coverage - left.check!.coverage);
  const citedSupport = supporting.find((entry) => cited.includes(entry.id));
  const checkable = checks.some((entry) => entry.check !== null);
  const supportsClaim = cited.length === 0 || !checkable ? null : citedSupport !== undefined;
  return {
    chunkId: citedSupport?.id ?? cited[0] ?? null,
    supportsClaim,
    betterChunkId: supportsClaim ? null : (supporting.find((entry) => !cited.includes(entry.id))?.id ?? null),
    method: cited.length === 0 ? 'unresolved' : 'lexical',
  };
}

/**
 * @example
 * checkCitations({
 *   answer: "Apple's revenue was $394 billion [Source: AAPL 10-Q 2023]",
 *   chunks: fiveChunksWithMetadata, // { ticker: 'AAPL', year: 2023, filing_type: '10-Q' }
 * }).score; // 1
 */
export function checkCitations(options: CheckCitationsOptions): CitationCheckResult {
  const { answer, chunks } = options;
  const resolve = createResolver(chunks);
  const markers = attachMarkers(
    answer,
    findCitationMarkers(answer, (reference) => resolve(reference).length > 0),
  );
  let chunkWords: Array<{ id: string; words: Set<string> }> | undefined;
  const wordsOfChunks = () => {
    chunkWords ??= chunks.map((chunk) => ({ id: chunk.id, words: keywordSet(chunk.text) }));
    return chunkWords;
  };
  const perCitation: CitationMapping[] = markers.map(({ marker, claim, claimSpan }) => {
    const citedChunkIds = resolve(marker.reference);
    const support =
      (options.report && supportFromReport(options.report, claim, claimSpan, citedChunkIds)) ??
      supportFromText(wordsOfChunks(), claim, citedChunkIds);
    return {
      marker: marker.marker,
      start: marker.start,
      end: marker.end,
      claim,
      claimSpan,
      citedChunkIds,
      ...support,
    };
  });

  const identifiersFound = new Set<string>();
  const cited = new Set(perCitation.flatMap((entry) => entry.citedChunkIds));
  for (const chunk of chunks) {
    for (const identifier of sourceIdentifiers(chunk).all) {
      if (!mentionsIdentifier(answer, identifier)) continue;
      identifiersFound.add(identifier);
      cited.add(chunk.id);
    }
  }
  const citedChunkIds = chunks.map((chunk) => chunk.id).filter((id) => cited.has(id));
  const patterns = findCitationPatterns(answer);
  const explicitCoverage = chunks.length === 0 ? 0 : citedChunkIds.length / chunks.length;
  const patternBonus = Math.min(PATTERN_BONUS_PER_MATCH * patterns.length, MAX_PATTERN_BONUS);
  return {
    score: chunks.length === 0 ? 0 : roundScore(Math.min(explicitCoverage + patternBonus, 1)),
    found: citedChunkIds.length,
    total: chunks.length,
    citedChunkIds,
    identifiersFound: [...identifiersFound],
    explicitCoverage: roundScore(explicitCoverage),
    patternBonus: roundScore(patternBonus),
    patterns,
    perCitation,
  };
}
