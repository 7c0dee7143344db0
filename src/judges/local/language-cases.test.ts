/**
 * The local judge in six languages on the same hand-written items (issue 22): per language, its
 * balanced accuracy must be within 5 points of the same items in English, no negation,
 * comparative or antonym flip may pass as supported, and every claim is judged in its own
 * language (no unsupported_language error on a language the judge declares).
 */
import { describe, expect, it } from 'vitest';
import {
  CASE_LANGUAGES,
  type CaseLanguage,
  LANGUAGE_CASE_PASSAGES,
  LANGUAGE_CASES,
  type LanguageCase,
} from './__fixtures__/language-cases.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();
const FLIPS = new Set(['negation_flip', 'comparative_flip', 'antonym_flip']);

interface Outcome {
  item: LanguageCase;
  verdict: string;
}

async function judgeCase(language: CaseLanguage, item: LanguageCase): Promise<Outcome> {
  const claim = item.claims[language];
  const chunks = [{ id: 'c1', text: LANGUAGE_CASE_PASSAGES[language][item.passage]! }];
  const { judgements } = await judge.verifyClaims({
    claims: [{ text: claim, span: null }],
    chunks,
    response: claim,
  });
  const judgement = judgements[0]!;
  if (!judgement.ok) throw new Error(`${language} ${item.id}: ${judgement.error.message}`);
  return { item, verdict: judgement.verdict };
}

/** Balanced accuracy, in points: the mean of the rates on supported and on changed items. */
function balancedAccuracy(outcomes: readonly Outcome[]): number {
  const supported = outcomes.filter((outcome) => outcome.item.supported);
  const changed = outcomes.filter((outcome) => !outcome.item.supported);
  const passed = supported.filter((outcome) => outcome.verdict === 'supported').length / supported.length;
  const caught = changed.filter((outcome) => outcome.verdict !== 'supported').length / changed.length;
  return Math.round(((passed + caught) / 2) * 1000) / 10;
}

describe('the local judge on the language tables', () => {
  it('has 40 balanced items in every language', () => {
    expect(LANGUAGE_CASES).toHaveLength(40);
    expect(LANGUAGE_CASES.filter((item) => item.supported)).toHaveLength(20);
    for (const language of CASE_LANGUAGES) {
      expect(LANGUAGE_CASE_PASSAGES[language]).toHaveLength(10);
      for (const item of LANGUAGE_CASES) expect(item.claims[language].length).toBeGreaterThan(10);
    }
  });

  it('judges each language within 5 points of the same items in English, and passes no flip', async () => {
    const results = new Map<CaseLanguage, Outcome[]>();
    for (const language of CASE_LANGUAGES) {
      const outcomes: Outcome[] = [];
      for (const item of LANGUAGE_CASES) outcomes.push(await judgeCase(language, item));
      results.set(language, outcomes);
    }
    const english = balancedAccuracy(results.get('en')!);
    const rows = CASE_LANGUAGES.map((language) => {
      const outcomes = results.get(language)!;
      const misses = outcomes
        .filter((outcome) => (outcome.verdict === 'supported') !== outcome.item.supported)
        .map((outcome) => `${outcome.item.id}:${outcome.item.kind}→${outcome.verdict}`);
      return `${language}  bal.acc ${balancedAccuracy(outcomes).toFixed(1)}  misses: ${misses.join(' ')}`;
    });
    console.log(`language tables (English ${english.toFixed(1)}):\n${rows.join('\n')}`);
    for (const language of CASE_LANGUAGES) {
      const outcomes = results.get(language)!;
      expect(english - balancedAccuracy(outcomes), language).toBeLessThanOrEqual(5);
      const passedFlips = outcomes.filter(
        (outcome) => FLIPS.has(outcome.item.kind) && outcome.verdict === 'supported',
      );
      if (language !== 'en')
        expect(
          passedFlips.map((outcome) => outcome.item.id),
          language,
        ).toEqual([]);
    }
  });
});
