import { describe, expect, it } from 'vitest';
import { JudgeResponseError } from '../errors.js';
import { normalizeVerdict } from './normalize-verdict.js';

describe('normalizeVerdict', () => {
  const table: Array<[unknown, string, string]> = [
    // the corrective-RAG verifier
    ['SUPPORTED', 'supported', 'corrective-RAG verifier'],
    ['UNSUPPORTED', 'no_evidence', 'corrective-RAG verifier'],
    ['PARTIALLY_SUPPORTED', 'partially_supported', 'corrective-RAG verifier'],
    // the weighted-verdict metric
    ['FULLY_SUPPORTED', 'supported', 'weighted-verdict metric'],
    ['NO_EVIDENCE', 'no_evidence', 'weighted-verdict metric'],
    ['CONTRADICTORY', 'contradicted', 'weighted-verdict metric'],
    // the claim-decomposition ADR
    ['CONTRADICTED', 'contradicted', 'claim-decomposition ADR'],
    ['NOT_ENOUGH_INFO', 'no_evidence', 'claim-decomposition ADR'],
    ['supported', 'supported', 'claim-decomposition ADR, lower case'],
    ['not_enough_info', 'no_evidence', 'claim-decomposition ADR, lower case'],
    // booleans of the background check and the three-aspect fact verification
    [true, 'supported', 'background check supported: true'],
    [false, 'no_evidence', 'three-aspect verified: false'],
    // case and spelling variants
    ['Supported', 'supported', 'title case'],
    ['  supported.  ', 'supported', 'padding and period'],
    ['"SUPPORTED"', 'supported', 'quoted'],
    ['**Supported**', 'supported', 'markdown bold'],
    ['Partially Supported', 'partially_supported', 'space'],
    ['partially-supported', 'partially_supported', 'hyphen'],
    ['partial', 'partially_supported', 'short form'],
    ['Not Enough Info', 'no_evidence', 'spaced NEI'],
    ['NEI', 'no_evidence', 'acronym'],
    ['no evidence', 'no_evidence', 'spaced'],
    ['Not supported', 'no_evidence', 'negated'],
    ['contradiction', 'contradicted', 'noun'],
    ['Refuted', 'contradicted', 'FEVER label'],
    ['fully supported', 'supported', 'spaced'],
    ['entailment', 'supported', 'NLI label'],
    ['true', 'supported', 'string boolean'],
    ['false', 'no_evidence', 'string boolean'],
  ];

  it.each(table)('maps %j to %s (%s)', (raw, expected) => {
    expect(normalizeVerdict(raw)).toBe(expected);
  });

  const invalid: unknown[] = [
    'maybe',
    '',
    'SUPPORTED_BUT',
    'yes and no',
    1,
    null,
    undefined,
    {},
    ['SUPPORTED'],
  ];
  it.each(invalid)('rejects %j with a JudgeResponseError', (raw) => {
    expect(() => normalizeVerdict(raw)).toThrowError(JudgeResponseError);
    try {
      normalizeVerdict(raw);
    } catch (error) {
      expect(JudgeResponseError.isInstance(error)).toBe(true);
      expect((error as JudgeResponseError).value).toEqual(raw);
    }
  });
});
