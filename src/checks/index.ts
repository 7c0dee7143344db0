/** The answer-level checks (the three aspects): alignment, citation coverage, fact verification, and their aggregate. */
export type {
  AlignmentCheckResult,
  AlignmentMethod,
  AnswerChecks,
  CitationCheckResult,
  CitationMapping,
  FactCheckResult,
  FactMethod,
} from '../spec/report.js';
export {
  type AlignmentOutcome,
  type CheckAlignmentOptions,
  checkAlignment,
  claimAlignment,
  keywordAlignment,
} from './check-alignment.js';
export {
  type CheckCitationsOptions,
  checkCitations,
  MAX_PATTERN_BONUS,
  PATTERN_BONUS_PER_MATCH,
} from './check-citations.js';
export {
  type CheckFactsOptions,
  checkFacts,
  type FactOutcome,
  factsFromClaims,
  MAX_KEY_CLAIMS,
} from './check-facts.js';
export { ALIGNMENT_TOP_CHUNKS, FACT_TOP_CHUNKS } from './check-prompts.js';
export { CHECK_IDS, CHECKS, type CheckDescriptor, type CheckId, parseCheckIds } from './check-registry.js';
export {
  CITATION_PATTERNS,
  type CitationMarker,
  findCitationMarkers,
  findCitationPatterns,
} from './citation-markers.js';
export { formatChecks, parseCheckList } from './format-checks.js';
export { keywordOverlap, lexicallySupports } from './keyword-overlap.js';
export { type RescoreReportOptions, rescoreReport } from './rescore-report.js';
export { type RunChecksOptions, type RunChecksResult, runChecks } from './run-checks.js';
export { mentionsIdentifier, type SourceIdentifiers, sourceIdentifiers } from './source-identifiers.js';
