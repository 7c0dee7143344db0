/**
 * Maps every verdict vocabulary of the original specifications (`docs/specifications.md`), in any case and common spelling, onto our four
 * verdicts. Anything else is a judge error (`JudgeResponseError`, as the claim-decomposition ADR asks), never a guess.
 */
import { JudgeResponseError } from '../errors.js';
import type { Verdict } from '../spec/verdict.js';

const SYNONYMS: Record<string, Verdict> = {
  // supported
  supported: 'supported',
  fully_supported: 'supported',
  full_support: 'supported',
  fully: 'supported',
  supports: 'supported',
  support: 'supported',
  entailed: 'supported',
  entailment: 'supported',
  entails: 'supported',
  verified: 'supported',
  true: 'supported',
  yes: 'supported',
  // partially supported
  partially_supported: 'partially_supported',
  partly_supported: 'partially_supported',
  partial_support: 'partially_supported',
  partially: 'partially_supported',
  partial: 'partially_supported',
  partially_verified: 'partially_supported',
  // no evidence
  no_evidence: 'no_evidence',
  unsupported: 'no_evidence',
  not_supported: 'no_evidence',
  not_enough_info: 'no_evidence',
  not_enough_information: 'no_evidence',
  not_enough_evidence: 'no_evidence',
  notenoughinfo: 'no_evidence',
  nei: 'no_evidence',
  insufficient_evidence: 'no_evidence',
  insufficient_information: 'no_evidence',
  insufficient: 'no_evidence',
  unverified: 'no_evidence',
  unverifiable: 'no_evidence',
  not_verified: 'no_evidence',
  not_found: 'no_evidence',
  false: 'no_evidence',
  no: 'no_evidence',
  // contradicted
  contradicted: 'contradicted',
  contradictory: 'contradicted',
  contradicts: 'contradicted',
  contradiction: 'contradicted',
  contradict: 'contradicted',
  refuted: 'contradicted',
  refutes: 'contradicted',
  refute: 'contradicted',
};

/** Lower-case, trim, and fold spaces, hyphens and repeated underscores into one underscore. */
function canonicalKey(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^["'`*\s]+|["'`*.!\s]+$/g, '')
    .replace(/[\s\-_]+/g, '_');
}

/**
 * Normalise a verdict from any of those vocabularies. Booleans follow `supported` (background check) and
 * `verified` (three-aspect fact verification): `true` → supported, `false` → no_evidence.
 *
 * @throws JudgeResponseError for anything it does not recognise.
 * @example normalizeVerdict('NOT_ENOUGH_INFO') // 'no_evidence'
 */
export function normalizeVerdict(raw: unknown): Verdict {
  if (typeof raw === 'boolean') return raw ? 'supported' : 'no_evidence';
  if (typeof raw === 'string') {
    const verdict = SYNONYMS[canonicalKey(raw)];
    if (verdict) return verdict;
  }
  throw new JudgeResponseError(`unknown verdict ${JSON.stringify(raw)} from the judge`, raw);
}

/** Like `normalizeVerdict`, but returns `undefined` instead of throwing. */
export function tryNormalizeVerdict(raw: unknown): Verdict | undefined {
  try {
    return normalizeVerdict(raw);
  } catch {
    return undefined;
  }
}
