/**
 * The four verdicts every judge speaks. The original specifications' vocabularies (SUPPORTED/UNSUPPORTED/…,
 * FULLY_SUPPORTED/NO_EVIDENCE/CONTRADICTORY, SUPPORTED/CONTRADICTED/NOT_ENOUGH_INFO, booleans)
 * are mapped onto these by `normalizeVerdict`.
 */
export type Verdict = 'supported' | 'partially_supported' | 'no_evidence' | 'contradicted';

/** Every verdict, in order from best to worst. */
export const VERDICTS: readonly Verdict[] = [
  'supported',
  'partially_supported',
  'no_evidence',
  'contradicted',
];
