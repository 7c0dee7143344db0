import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../errors.js';
import { prepareContext } from '../prepare-context.js';
import { analyzeClaim } from './analyze-claim.js';
import {
  CLAIM_FEATURES,
  type ClaimFeatureValues,
  claimFeatures,
  FEATURE_NAMES,
  type FeatureName,
  featureVector,
} from './claim-features.js';

/** The features of `claim` against chunks holding `evidence` (one chunk per string). */
function featuresOf(claim: string, evidence: string | string[], query?: string): ClaimFeatureValues {
  const chunks = [evidence].flat().map((text, index) => ({ id: `c${index + 1}`, text }));
  const context = prepareContext({ chunks, query: query ?? null });
  const analysis = analyzeClaim({ claim, context });
  return claimFeatures(analysis, context.index.totalTokens, chunks.length);
}

// BM25 inverse document frequency over a context of one sentence: ln(1 + 0.5/1.5) for a word the
// sentence has, ln(1 + 1.5/0.5) for one it lacks.
const IDF_PRESENT = Math.log(4 / 3);
const IDF_ABSENT = Math.log(4);

// Hand-made pairs, each used by several rows below.
const REFUND_ONLINE = {
  // 6 content words (refund, window, 30, days, online, orders); the last two appear nowhere.
  claim: 'The refund window is 30 days for online orders.',
  evidence: 'The refund window is 30 days.',
};
const TWO_SENTENCES = {
  // 5 content words; 3 in the first sentence, the other 2 in the second.
  claim: 'The store opened in 1998 and sells bicycles.',
  evidence: 'The store opened in 1998. Its owners sell bicycles.',
};
const SYNONYMS = { claim: 'The shop sells bikes.', evidence: 'The store sells bicycles.' };
const NUMBERS = {
  claim: 'The store opened in 1998 with 12 employees.',
  evidence: 'The store opened in 1998.',
};
const NAMES = {
  claim: 'Marie Curie won the Nobel Prize in Vienna.',
  evidence: 'Marie Curie won the Nobel Prize.',
};
const CLAUSES = {
  claim: 'The store opened in 1998, and it sells helmets.',
  evidence: 'The store opened in 1998.',
};
const EXACT = { claim: 'The refund window is 30 days.', evidence: 'The refund window is 30 days.' };

interface Case {
  feature: FeatureName;
  why: string;
  claim: string;
  evidence: string | string[];
  query?: string;
  expected: number;
}

const CASES: Case[] = [
  { feature: 'coverage_best', why: '4 of 6 words in the sentence', ...REFUND_ONLINE, expected: 4 / 6 },
  { feature: 'coverage_best', why: 'best single sentence has 3 of 5', ...TWO_SENTENCES, expected: 3 / 5 },
  {
    feature: 'coverage_window',
    why: 'best sentence and the next cover all 5',
    ...TWO_SENTENCES,
    expected: 1,
  },
  {
    feature: 'coverage_selected',
    why: 'the two selected sentences cover all 5',
    ...TWO_SENTENCES,
    expected: 1,
  },
  {
    feature: 'weighted_coverage_best',
    why: 'the two absent words weigh ln 4 each, the four found ln(4/3)',
    ...REFUND_ONLINE,
    expected: (4 * IDF_PRESENT) / (4 * IDF_PRESENT + 2 * IDF_ABSENT),
  },
  {
    feature: 'weighted_coverage_selected',
    why: 'equal weights, every word in a selected sentence',
    ...TWO_SENTENCES,
    expected: 1,
  },
  { feature: 'coverage_context', why: 'shop and bikes match only as synonyms', ...SYNONYMS, expected: 1 / 3 },
  { feature: 'missing_selected_log', why: '2 words missing', ...REFUND_ONLINE, expected: Math.log(3) },
  {
    feature: 'missing_context_log',
    why: 'shop and bikes absent as words',
    ...SYNONYMS,
    expected: Math.log(3),
  },
  { feature: 'missing_selected_zero', why: 'every word matched (synonyms count)', ...SYNONYMS, expected: 1 },
  { feature: 'missing_selected_zero', why: '2 words missing', ...REFUND_ONLINE, expected: 0 },
  { feature: 'content_words_log', why: '6 content words', ...REFUND_ONLINE, expected: Math.log(6) },
  {
    feature: 'synonym_matches',
    why: 'shop~store and bikes~bicycles of 3 words',
    ...SYNONYMS,
    expected: 2 / 3,
  },
  {
    feature: 'prefix_matches',
    why: 'photography~photographs by prefix, 1 of 2 words',
    claim: 'She studied photography.',
    evidence: 'She studied photographs.',
    expected: 1 / 2,
  },
  {
    feature: 'bigram_coverage',
    why: '3 of 4 word pairs together (1998|sells spans two)',
    ...TWO_SENTENCES,
    expected: 3 / 4,
  },
  { feature: 'numbers', why: '1998 and 12', ...NUMBERS, expected: 2 },
  { feature: 'numbers_missing', why: '12 is in no chunk', ...NUMBERS, expected: 1 },
  {
    feature: 'number_conflict',
    why: '60 days vs. 30 days',
    claim: 'You have 60 days to return the item.',
    evidence: 'The refund window is 30 days.',
    expected: 1,
  },
  { feature: 'number_conflict', why: 'the same number', ...EXACT, expected: 0 },
  { feature: 'entities_missing', why: 'Vienna is in no chunk', ...NAMES, expected: 1 },
  {
    feature: 'entities_missing_fraction',
    why: 'Vienna of Curie, Nobel, Prize, Vienna (capitalised after the first word)',
    ...NAMES,
    expected: 1 / 4,
  },
  {
    feature: 'negation_mismatch',
    why: "'not' in the evidence only: the best sentence's coverage, 3 of 4",
    claim: 'The museum is open on Mondays in winter.',
    evidence: 'The museum is not open on Mondays.',
    expected: 3 / 4,
  },
  { feature: 'negation_mismatch', why: 'no negation', ...EXACT, expected: 0 },
  {
    feature: 'antonym',
    why: 'cold vs. hot',
    claim: 'The water is cold.',
    evidence: 'The water is hot.',
    expected: 1,
  },
  {
    feature: 'comparative_mismatch',
    why: 'increased vs. decreased',
    claim: 'Sales increased in 2023.',
    evidence: 'Sales decreased in 2023.',
    expected: 1,
  },
  { feature: 'comparative_mismatch', why: 'same direction', ...EXACT, expected: 0 },
  {
    feature: 'pronoun_start',
    why: "starts with 'It'",
    claim: 'It opened in 1998.',
    evidence: 'The store opened in 1998.',
    expected: 1,
  },
  { feature: 'pronoun_start', why: "starts with 'The'", ...EXACT, expected: 0 },
  {
    feature: 'hedged',
    why: "'may'",
    claim: 'The store may open on Sundays.',
    evidence: 'The store opens on Sundays.',
    expected: 1,
  },
  { feature: 'hedged', why: 'no hedge', ...EXACT, expected: 0 },
  {
    feature: 'missing_in_query',
    why: 'helmets is missing and asked about, 1 of 4 words',
    claim: 'The store sells bicycles and helmets.',
    evidence: 'The store sells bicycles.',
    query: 'Does the store sell helmets?',
    expected: 1 / 4,
  },
  { feature: 'context_tokens_log', why: '6 tokens in the context', ...EXACT, expected: Math.log(7) / 10 },
  { feature: 'sentences_selected', why: '2 sentences selected', ...TWO_SENTENCES, expected: 2 / 3 },
  {
    feature: 'bm25_best_log',
    why: 'one sentence of average length: BM25 is the sum of the 4 matched IDFs',
    ...EXACT,
    expected: Math.log1p(4 * IDF_PRESENT),
  },
  {
    feature: 'bm25_best_log',
    why: 'no word found',
    claim: 'Penguins live in Antarctica.',
    evidence: 'The refund window is 30 days.',
    expected: 0,
  },
  {
    feature: 'coverage_selected_x_length',
    why: '4/6 coverage times ln 6 words',
    ...REFUND_ONLINE,
    expected: (4 / 6) * Math.log(6),
  },
  {
    feature: 'precision_best',
    why: 'the sentence has 7 content words, 3 of them in the claim',
    claim: 'The store sells bicycles.',
    evidence: 'The store on Main Street sells bicycles, helmets and locks.',
    expected: 3 / 7,
  },
  { feature: 'numbers_missing_selected', why: '12 not in the selected sentence', ...NUMBERS, expected: 1 },
  { feature: 'entities_missing_selected', why: 'Vienna not in the selected sentence', ...NAMES, expected: 1 },
  { feature: 'missing_max_weight', why: 'the missing words are the heaviest', ...REFUND_ONLINE, expected: 1 },
  { feature: 'missing_max_weight', why: 'nothing missing', ...EXACT, expected: 0 },
  {
    feature: 'chunks_log',
    why: '3 chunks',
    claim: 'The store sells bicycles.',
    evidence: ['The store sells bicycles.', 'Opening hours vary.', 'Parking is free.'],
    expected: Math.log(3),
  },
  { feature: 'chunks_log', why: '1 chunk', ...EXACT, expected: 0 },
  { feature: 'min_clause_coverage', why: "'sells helmets' is found nowhere", ...CLAUSES, expected: 0 },
  { feature: 'min_clause_coverage', why: 'both clauses found', ...TWO_SENTENCES, expected: 1 },
  { feature: 'clauses', why: 'split at the comma', ...CLAUSES, expected: 2 },
  { feature: 'clauses', why: 'one clause', ...EXACT, expected: 1 },
  {
    feature: 'slot_conflict',
    why: "'Paderborn' where the sentence has 'Bielefeld'",
    claim: 'The headquarters is in Paderborn.',
    evidence: 'The headquarters is in Bielefeld.',
    expected: 1,
  },
  { feature: 'slot_conflict', why: 'same names', ...NAMES, expected: 0 },
  {
    feature: 'date_conflict',
    why: 'March where the sentence has April',
    claim: 'The shop opened on 3 March 2020.',
    evidence: 'The shop opened on 3 April 2020.',
    expected: 1,
  },
  {
    feature: 'date_conflict',
    why: 'the same day written two ways',
    claim: 'The shop opened on 3 April 2020.',
    evidence: 'The shop opened on April 3, 2020.',
    expected: 0,
  },
  {
    feature: 'slot_substitutions',
    why: "'green' in the place of 'blue'",
    claim: 'The house has a green door.',
    evidence: 'The house has a blue door.',
    expected: 1,
  },
  { feature: 'slot_substitutions', why: 'nothing replaced', ...EXACT, expected: 0 },
];

describe('claim features', () => {
  it.each(CASES)('$feature: $why', ({ feature, claim, evidence, query, expected }) => {
    expect(featuresOf(claim, evidence, query)[feature]).toBeCloseTo(expected, 10);
  });

  it('are all unit-tested above', () => {
    expect(new Set(CASES.map((entry) => entry.feature))).toEqual(new Set(FEATURE_NAMES));
  });

  it('have unique names, and every claim gets exactly those, each a finite number', () => {
    expect(new Set(FEATURE_NAMES).size).toBe(CLAIM_FEATURES.length);
    for (const { claim, evidence } of [EXACT, NAMES, { claim: 'And.', evidence: '' }]) {
      const features = featuresOf(claim, evidence);
      expect(Object.keys(features)).toEqual(FEATURE_NAMES);
      for (const value of Object.values(features)) expect(Number.isFinite(value)).toBe(true);
    }
  });
});

describe('featureVector', () => {
  const features = featuresOf(EXACT.claim, EXACT.evidence);

  it('reads features by name, in the order asked for', () => {
    expect(featureVector(features, ['chunks_log', 'coverage_best', 'numbers'])).toEqual([0, 1, 1]);
  });

  it('refuses a feature that was not computed, naming it, instead of reading 0', () => {
    try {
      featureVector(features, ['coverage_best', 'coverage_of_the_moon', 'constructor']);
      expect.unreachable();
    } catch (error) {
      expect(ConfigurationError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(
        /2 feature\(s\) that were not computed: coverage_of_the_moon, constructor/,
      );
    }
  });
});
