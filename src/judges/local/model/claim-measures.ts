/**
 * The counts and sub-measures several claim features share (missing words, the weakest clause,
 * word-pair proximity…), computed once per claim so each feature stays a one-line reading of them.
 */
import { breaksClause } from '../../../text/breaks-clause.js';
import type { ClaimAnalysis } from './analyze-claim.js';

/** What the claim features read: the analysis, the context's size, and the shared measures. */
export interface ClaimMeasures {
  analysis: ClaimAnalysis;
  /** Tokens in the whole context (all chunks). */
  contextTokens: number;
  chunkCount: number;
  /** Content words of the claim, at least 1 (a divisor). */
  wordCount: number;
  /** Claim content words no selected sentence matches. */
  missingSelected: number;
  /** Claim content words absent from the whole context. */
  missingContext: number;
  /** Coverage of the claim by its best sentence (0 with no sentence). */
  coverageBest: number;
  /** Coverage of the weakest clause, and the number of clauses. */
  clause: { minimum: number; clauses: number };
  /** Missing (from the selected sentences) words that are numbers, and capitalised mid-claim words. */
  numbersMissingSelected: number;
  entitiesMissingSelected: number;
  /** IDF weight of the heaviest missing word, relative to the heaviest word (0 when none missing). */
  missingMaxWeightShare: number;
}

const CLAUSE_BREAK = new Set('and but while whereas which who although though because'.split(' '));

/**
 * Coverage of the claim's weakest clause (split at commas, semicolons and conjunctions; clauses
 * of fewer than two content words join the next): a multi-clause claim with one clause unsupported
 * is the commonest partial support.
 */
export function clauseCoverage(analysis: ClaimAnalysis): { minimum: number; clauses: number } {
  const { alignment, tokens } = analysis;
  const found = new Map(
    alignment.words.map((word, index) => [word.stem, alignment.selectedKinds[index] !== null]),
  );
  const clauses: string[][] = [];
  let current: string[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const punctuated = previous ? breaksClause(analysis.claimText, previous.end, token.start) : false;
    if ((punctuated || CLAUSE_BREAK.has(token.lower)) && current.length >= 2) {
      clauses.push(current);
      current = [];
    }
    if (token.isContent) current.push(token.stem);
  });
  if (current.length >= 2 || clauses.length === 0) clauses.push(current);
  else clauses.at(-1)!.push(...current);
  let minimum = 1;
  for (const clause of clauses) {
    if (clause.length === 0) continue;
    const covered = clause.filter((stem) => found.get(stem)).length / clause.length;
    minimum = Math.min(minimum, covered);
  }
  return { minimum: alignment.words.length > 0 ? minimum : 0, clauses: clauses.length };
}

/** Share of the best sentence's content words that the claim also has (short claim, long sentence → low). */
export function precisionBest(analysis: ClaimAnalysis): number {
  const best = analysis.alignment.best;
  if (!best || best.sentence.stems.size === 0) return 0;
  const claimStems = new Set(analysis.alignment.words.map((word) => word.stem));
  let shared = 0;
  for (const stem of best.sentence.stems) if (claimStems.has(stem)) shared += 1;
  return shared / best.sentence.stems.size;
}

/** Share of the claim's adjacent content-word pairs found within 3 words of each other in a selected sentence. */
export function bigramCoverage(analysis: ClaimAnalysis): number {
  const { alignment } = analysis;
  const words = alignment.words;
  if (words.length < 2 || alignment.selected.length === 0) return 0;
  let found = 0;
  for (let index = 0; index + 1 < words.length; index += 1) {
    const left = words[index]!.stem;
    const right = words[index + 1]!.stem;
    const together = alignment.selected.some((match) => {
      const stems = match.sentence.contentStems;
      for (let at = 0; at < stems.length; at += 1) {
        if (stems[at] !== left) continue;
        for (let near = Math.max(0, at - 3); near <= Math.min(stems.length - 1, at + 3); near += 1) {
          if (near !== at && stems[near] === right) return true;
        }
      }
      return false;
    });
    if (together) found += 1;
  }
  return found / (words.length - 1);
}

/** The shared measures of one analysed claim. */
export function measureClaim(options: {
  analysis: ClaimAnalysis;
  contextTokens: number;
  chunkCount: number;
}): ClaimMeasures {
  const { analysis } = options;
  const { alignment } = analysis;
  const words = alignment.words;
  const kinds = alignment.selectedKinds;
  // A word counts as a name when it is capitalised anywhere but at the start of the claim.
  const capitalized = new Set(
    analysis.tokens
      .filter((token, index) => index > 0 && token.isCapitalized && token.isContent)
      .map((token) => token.stem),
  );
  let numbersMissingSelected = 0;
  let entitiesMissingSelected = 0;
  let maxMissingWeight = 0;
  let maxWeight = 0;
  words.forEach((word, index) => {
    maxWeight = Math.max(maxWeight, word.weight);
    if (kinds[index]) return;
    if (/^\d/.test(word.stem)) numbersMissingSelected += 1;
    if (capitalized.has(word.stem)) entitiesMissingSelected += 1;
    maxMissingWeight = Math.max(maxMissingWeight, word.weight);
  });
  // Each field by name, not `...options` first: on Node 20's V8 a literal that opens with a spread
  // and goes on costs microseconds per call (a map per clone), more than the rest of this function.
  return {
    analysis,
    contextTokens: options.contextTokens,
    chunkCount: options.chunkCount,
    wordCount: Math.max(1, words.length),
    missingSelected: kinds.filter((kind) => kind === null).length,
    missingContext: words.filter((word) => !word.inContext).length,
    coverageBest: alignment.best?.coverage ?? 0,
    clause: clauseCoverage(analysis),
    numbersMissingSelected,
    entitiesMissingSelected,
    missingMaxWeightShare: maxWeight > 0 ? maxMissingWeight / maxWeight : 0,
  };
}
