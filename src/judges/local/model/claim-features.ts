/**
 * The numeric features the scoring model reads, each a named record: its name and how it is
 * computed sit side by side, and both the name list and the values are derived from the one list
 * below, so a name can never drift from its value. A model looks its features up by these names
 * (`featureVector`), and a name it asks for that is not computed is an error, never a silent 0.
 */
import { ConfigurationError } from '../../../errors.js';
import type { ClaimAnalysis } from './analyze-claim.js';
import { bigramCoverage, type ClaimMeasures, measureClaim, precisionBest } from './claim-measures.js';

/** One feature: a stable name (recorded in parameter files) and its value for one claim. */
export interface ClaimFeature<Name extends string = string> {
  name: Name;
  compute(claim: ClaimMeasures): number;
}

function feature<const Name extends string>(
  name: Name,
  compute: (claim: ClaimMeasures) => number,
): ClaimFeature<Name> {
  return { name, compute };
}

const flag = (value: unknown): number => (value ? 1 : 0);

/**
 * Every feature the local judge computes. The order is that of the shipped parameter file's
 * `featureNames` (kept so that file stays byte-identical); models find features by name, not place.
 */
export const CLAIM_FEATURES = [
  // How much of the claim the evidence covers.
  feature('coverage_best', (claim) => claim.coverageBest),
  feature('coverage_window', ({ analysis }) => analysis.alignment.windowCoverage),
  feature('coverage_selected', ({ analysis }) => analysis.alignment.selectedCoverage),
  feature('weighted_coverage_best', ({ analysis }) => analysis.alignment.best?.weightedCoverage ?? 0),
  feature('weighted_coverage_selected', ({ analysis }) => analysis.alignment.selectedWeightedCoverage),
  feature('coverage_context', ({ analysis, missingContext }) => {
    const words = analysis.alignment.words.length;
    return words > 0 ? (words - missingContext) / words : 0;
  }),
  // What is missing.
  feature('missing_selected_log', (claim) => Math.log1p(claim.missingSelected)),
  feature('missing_context_log', (claim) => Math.log1p(claim.missingContext)),
  feature('missing_selected_zero', ({ analysis, missingSelected }) =>
    flag(missingSelected === 0 && analysis.alignment.words.length > 0),
  ),
  feature('content_words_log', (claim) => Math.log(claim.wordCount)),
  // How the words matched.
  feature(
    'synonym_matches',
    ({ analysis, wordCount }) =>
      analysis.alignment.selectedKinds.filter((kind) => kind === 'synonym').length / wordCount,
  ),
  feature(
    'prefix_matches',
    ({ analysis, wordCount }) =>
      analysis.alignment.selectedKinds.filter((kind) => kind === 'prefix').length / wordCount,
  ),
  feature('bigram_coverage', ({ analysis }) => bigramCoverage(analysis)),
  // The consistency comparisons (`comparisons/`).
  feature('numbers', ({ analysis }) => Math.min(3, analysis.quantities.total)),
  feature('numbers_missing', ({ analysis }) => Math.min(3, analysis.quantities.missing.length)),
  feature('number_conflict', ({ analysis }) => flag(analysis.quantities.conflict)),
  feature('entities_missing', ({ analysis }) => Math.min(3, analysis.entities.missing.length)),
  feature('entities_missing_fraction', ({ analysis: { entities } }) =>
    entities.total > 0 ? entities.missing.length / entities.total : 0,
  ),
  // A negation mismatch matters as much as the sentence otherwise matches.
  feature('negation_mismatch', ({ analysis, coverageBest }) =>
    analysis.negation?.mismatch ? coverageBest : 0,
  ),
  feature('antonym', ({ analysis }) => flag(analysis.antonym)),
  feature('comparative_mismatch', ({ analysis }) => flag(analysis.comparative?.mismatch)),
  // The claim's shape and the context's size.
  feature('pronoun_start', ({ analysis }) => flag(analysis.pronounStart)),
  feature('hedged', ({ analysis }) => flag(analysis.hedged)),
  feature('missing_in_query', ({ analysis, wordCount }) => analysis.missingInQuery / wordCount),
  feature('context_tokens_log', (claim) => Math.log1p(claim.contextTokens) / 10),
  feature('sentences_selected', ({ analysis }) => analysis.alignment.selected.length / 3),
  feature('bm25_best_log', ({ analysis }) => Math.log1p(analysis.alignment.bestBm25)),
  feature(
    'coverage_selected_x_length',
    ({ analysis, wordCount }) => analysis.alignment.selectedCoverage * Math.log(wordCount),
  ),
  feature('precision_best', ({ analysis }) => precisionBest(analysis)),
  feature('numbers_missing_selected', (claim) => Math.min(3, claim.numbersMissingSelected)),
  feature('entities_missing_selected', (claim) => Math.min(3, claim.entitiesMissingSelected)),
  feature('missing_max_weight', (claim) => claim.missingMaxWeightShare),
  feature('chunks_log', (claim) => Math.log(Math.max(1, claim.chunkCount))),
  feature('min_clause_coverage', (claim) => claim.clause.minimum),
  feature('clauses', (claim) => Math.min(4, claim.clause.clauses)),
  // Slot by slot against the aligned sentence (issue 24): what differs in place of what.
  feature('slot_conflict', ({ analysis }) => flag(analysis.slots.length > 0)),
  feature('date_conflict', ({ analysis }) => flag(analysis.date)),
  feature('slot_substitutions', ({ analysis }) => Math.min(3, analysis.substitutions)),
] as const;

export type FeatureName = (typeof CLAIM_FEATURES)[number]['name'];

/** Feature names, in the order of {@link CLAIM_FEATURES}. */
export const FEATURE_NAMES: readonly FeatureName[] = CLAIM_FEATURES.map((entry) => entry.name);

/** Every feature name, in order, set to 0: the shape `claimFeatures` copies and fills. */
const FEATURE_TEMPLATE: Readonly<Record<string, number>> = Object.fromEntries(
  FEATURE_NAMES.map((name) => [name, 0]),
);

/** One claim's features, by name. */
export type ClaimFeatureValues = Readonly<Record<FeatureName, number>>;

/**
 * The features of one analysed claim, by name.
 * @example claimFeatures(analysis, 200, 2).coverage_best // 0.83
 */
export function claimFeatures(
  analysis: ClaimAnalysis,
  contextTokens: number,
  chunkCount = 1,
): ClaimFeatureValues {
  const measures = measureClaim({ analysis, contextTokens, chunkCount });
  // A copy of one object that already has every name (in the same order) is filled in place:
  // adding ~40 names one by one to `{}` walked ~40 map transitions per claim.
  const values: Record<string, number> = { ...FEATURE_TEMPLATE };
  for (const entry of CLAIM_FEATURES) values[entry.name] = entry.compute(measures);
  return values as ClaimFeatureValues;
}

/**
 * The features of one analysed claim as numbers in {@link FEATURE_NAMES} order: what the judge
 * scores with (`predictSupportFromList`). The same values as {@link claimFeatures}, without the
 * record of ~40 names written and read back by name once per claim.
 */
export function claimFeatureList(analysis: ClaimAnalysis, contextTokens: number, chunkCount = 1): number[] {
  const measures = measureClaim({ analysis, contextTokens, chunkCount });
  const values = new Array<number>(CLAIM_FEATURES.length);
  for (let index = 0; index < CLAIM_FEATURES.length; index += 1)
    values[index] = CLAIM_FEATURES[index]!.compute(measures);
  return values;
}

/** Each feature name's position in {@link FEATURE_NAMES}. */
const FEATURE_POSITIONS: ReadonlyMap<string, number> = new Map(
  FEATURE_NAMES.map((name, index) => [name, index]),
);

/**
 * Per list of names a model reads, where each is in {@link FEATURE_NAMES} (-1: not computed), with
 * the names it was worked out for. Keyed by the model's own array, so it lives as long as the model
 * does (a few per judge); a names array changed in place since is worked out again.
 */
const positionsOfNames = new WeakMap<readonly string[], { names: string[]; positions: Int32Array }>();

function featurePositions(names: readonly string[]): Int32Array {
  const cached = positionsOfNames.get(names);
  if (
    cached &&
    cached.names.length === names.length &&
    cached.names.every((name, index) => name === names[index])
  )
    return cached.positions;
  const positions = Int32Array.from(names, (name) => FEATURE_POSITIONS.get(name) ?? -1);
  positionsOfNames.set(names, { names: [...names], positions });
  return positions;
}

/**
 * `featureVector` over a {@link claimFeatureList}: the values of `names`, in that order, and the
 * same error for a name that was not computed.
 */
export function featureListVector(list: readonly number[], names: readonly string[]): number[] {
  const positions = featurePositions(names);
  const values = new Array<number>(names.length);
  for (let index = 0; index < names.length; index += 1) {
    const position = positions[index]!;
    if (position < 0) throw missingFeatures(featureRecord(list), names);
    values[index] = list[position]!;
  }
  return values;
}

/** A {@link claimFeatureList} as the record {@link claimFeatures} returns. */
function featureRecord(list: readonly number[]): ClaimFeatureValues {
  return Object.fromEntries(FEATURE_NAMES.map((name, index) => [name, list[index]!])) as ClaimFeatureValues;
}

/**
 * The values of `names`, in that order: how a model reads the features it was fitted on.
 * Throws a `ConfigurationError` naming any feature that was not computed (a parameter file
 * fitted on another version's features) rather than reading it as 0.
 */
export function featureVector(features: ClaimFeatureValues, names: readonly string[]): number[] {
  const values = new Array<number>(names.length);
  for (let index = 0; index < names.length; index += 1) {
    const value = (features as Readonly<Record<string, unknown>>)[names[index]!];
    if (typeof value !== 'number') throw missingFeatures(features, names);
    values[index] = value;
  }
  return values;
}

function missingFeatures(features: ClaimFeatureValues, names: readonly string[]): ConfigurationError {
  const missing = names.filter(
    (name) => typeof (features as Readonly<Record<string, unknown>>)[name] !== 'number',
  );
  return new ConfigurationError(
    `the scoring model reads ${missing.length} feature(s) that were not computed: ${missing.slice(0, 5).join(', ')}` +
      `${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}; ` +
      `this version computes ${FEATURE_NAMES.length} (${FEATURE_NAMES.slice(0, 3).join(', ')}, …); ` +
      'refit the parameters with `faithcheck calibrate` on this version',
  );
}

/** The names in `names` this version does not compute. */
export function unknownFeatures(names: readonly string[]): string[] {
  const known = new Set<string>(FEATURE_NAMES);
  return names.filter((name) => !known.has(name));
}
