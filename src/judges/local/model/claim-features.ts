/**
 * The numeric features the scoring model reads, in a fixed order recorded in the parameter file
 * (so a parameter file fitted for another feature list is rejected, not silently misread).
 */
import type { ClaimAnalysis } from './analyze-claim.js';

/** Feature names, in vector order. */
export const FEATURE_NAMES = [
  'coverage_best',
  'coverage_window',
  'coverage_selected',
  'weighted_coverage_best',
  'weighted_coverage_selected',
  'coverage_context',
  'missing_selected_log',
  'missing_context_log',
  'missing_selected_zero',
  'content_words_log',
  'synonym_matches',
  'prefix_matches',
  'bigram_coverage',
  'numbers',
  'numbers_missing',
  'number_conflict',
  'entities_missing',
  'entities_missing_fraction',
  'negation_mismatch',
  'antonym',
  'comparative_mismatch',
  'pronoun_start',
  'hedged',
  'missing_in_query',
  'context_tokens_log',
  'sentences_selected',
  'bm25_best_log',
  'coverage_selected_x_length',
  'precision_best',
  'numbers_missing_selected',
  'entities_missing_selected',
  'missing_max_weight',
  'chunks_log',
  'min_clause_coverage',
  'clauses',
] as const;

const CLAUSE_BREAK = new Set('and but while whereas which who although though because'.split(' '));

/**
 * Coverage of the claim's weakest clause (split at commas, semicolons and conjunctions; clauses
 * of fewer than two content words join the next): a multi-clause claim with one clause unsupported
 * is the commonest partial support.
 */
function clauseCoverage(analysis: ClaimAnalysis): { minimum: number; clauses: number } {
  const { alignment, tokens } = analysis;
  const found = new Map(
    alignment.words.map((word, index) => [word.stem, alignment.selectedKinds[index] !== null]),
  );
  const clauses: string[][] = [];
  let current: string[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const gap = previous ? analysis.claimText.slice(previous.end, token.start) : '';
    if ((/[,;:]/.test(gap) || CLAUSE_BREAK.has(token.lower)) && current.length >= 2) {
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
function precisionBest(analysis: ClaimAnalysis): number {
  const best = analysis.alignment.best;
  if (!best || best.sentence.stems.size === 0) return 0;
  const claimStems = new Set(analysis.alignment.words.map((word) => word.stem));
  let shared = 0;
  for (const stem of best.sentence.stems) if (claimStems.has(stem)) shared += 1;
  return shared / best.sentence.stems.size;
}

function bigramCoverage(analysis: ClaimAnalysis): number {
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

/** The feature vector of one analysed claim. */
export function claimFeatures(analysis: ClaimAnalysis, contextTokens: number, chunkCount = 1): number[] {
  const { alignment, quantities, entities } = analysis;
  const words = alignment.words;
  const count = Math.max(1, words.length);
  const missingSelected = alignment.selectedKinds.filter((kind) => kind === null).length;
  const missingContext = words.filter((word) => !word.inContext).length;
  const kinds = alignment.selectedKinds;
  const coverageBest = alignment.best?.coverage ?? 0;
  const clause = clauseCoverage(analysis);
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

  return [
    coverageBest,
    alignment.windowCoverage,
    alignment.selectedCoverage,
    alignment.best?.weightedCoverage ?? 0,
    alignment.selectedWeightedCoverage,
    words.length > 0 ? (words.length - missingContext) / words.length : 0,
    Math.log1p(missingSelected),
    Math.log1p(missingContext),
    missingSelected === 0 && words.length > 0 ? 1 : 0,
    Math.log(count),
    kinds.filter((kind) => kind === 'synonym').length / count,
    kinds.filter((kind) => kind === 'prefix').length / count,
    bigramCoverage(analysis),
    Math.min(3, quantities.total),
    Math.min(3, quantities.missing.length),
    quantities.conflict ? 1 : 0,
    Math.min(3, entities.missing.length),
    entities.total > 0 ? entities.missing.length / entities.total : 0,
    analysis.negation?.mismatch ? coverageBest : 0,
    analysis.antonym ? 1 : 0,
    analysis.comparative?.mismatch ? 1 : 0,
    analysis.pronounStart ? 1 : 0,
    analysis.hedged ? 1 : 0,
    analysis.missingInQuery / count,
    Math.log1p(contextTokens) / 10,
    alignment.selected.length / 3,
    Math.log1p(alignment.bestBm25),
    alignment.selectedCoverage * Math.log(count),
    precisionBest(analysis),
    Math.min(3, numbersMissingSelected),
    Math.min(3, entitiesMissingSelected),
    maxWeight > 0 ? maxMissingWeight / maxWeight : 0,
    Math.log(Math.max(1, chunkCount)),
    clause.minimum,
    Math.min(4, clause.clauses),
  ];
}
