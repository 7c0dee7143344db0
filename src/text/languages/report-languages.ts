/**
 * The languages a report records: the answer's, and each claim's when the answer mixes languages
 * (a switch mid-answer, a quoted sentence). Read by `verify()` whatever the judge, so an LLM or a
 * custom judge's report says which language it judged too.
 */
import { claimLanguages, detectLanguage } from './detect-language.js';

/** How much of the answer the detector reads. */
const DETECT_CHARS = 3000;

/**
 * @example reportLanguages('Der Versand ist kostenlos.', ['Der Versand ist kostenlos.']) // { language: 'de', claimLanguages: null }
 */
export function reportLanguages(
  response: string,
  claims: readonly string[],
): { language: string; claimLanguages: string[] | null } {
  const answer = detectLanguage(response.slice(0, DETECT_CHARS));
  const perClaim = claimLanguages(answer, claims).map((claim) => claim.code);
  const mixed = perClaim.some((code) => code !== answer.code);
  return { language: answer.code, claimLanguages: mixed ? perClaim : null };
}
