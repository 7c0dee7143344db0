import { describe, expect, it } from 'vitest';
import { JudgeResponseError } from '../errors.js';
import { normalizeVerdict } from './normalize-verdict.js';

describe('normalizeVerdict', () => {
  const table: Array<[unknown, string, string]> = [
    // seed 001
    ['SUPPORTED', 'supported', 'seed 001'],
    ['UNSUPPORTED', 'no_evidence', 'seed 001'],
    ['PARTIALLY_SUPPORTED', 'partially_supported', 'seed 001'],
    // seed 003
    ['FULLY_SUPPORTED', 'supported', 'seed 003'],
    ['NO_EVIDENCE', 'no_evidence', 'seed 003'],
    ['CONTRADICTORY', 'contradicted', 'seed 003'],
    // seed 004
    ['CONTRADICTED', 'contradicted', 'seed 004'],
    ['NOT_ENOUGH_INFO', 'no_evidence', 'seed 004'],
    ['supported', 'supported', 'seed 004 lowercase'],
    ['not_enough_info', 'no_evidence', 'seed 004 lowercase'],
    // seed 000 / 002 booleans
    [true, 'supported', 'seed 000 supported: true'],
    [false, 'no_evidence', 'seed 002 verified: false'],
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
