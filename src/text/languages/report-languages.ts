/**
 * The languages a report records: the answer's, and each claim's when the answer mixes languages
 * (a switch mid-answer, a quoted sentence). Read by `verify()` whatever the judge, so an LLM or a
 * custom judge's report says which language it judged too.
 */
import { claimLanguages, detectLanguage, type LanguageGuess } from './detect-language.js';
import { inChunkLanguage } from './in-chunk-language.js';
import { isReadLanguage } from './registry.js';

/** How much of the answer the detector reads. */
const DETECT_CHARS = 3000;

/**
 * @example reportLanguages('Der Versand ist kostenlos.', ['Der Versand ist kostenlos.']) // { language: 'de', claimLanguages: null }
 */
export function reportLanguages(
  response: string,
  claims: readonly string[],
  chunkList: readonly { text: string }[] = [],
): { language: string; claimLanguages: string[] | null } {
  const sample = response.slice(0, DETECT_CHARS);
  // Only a text read as a language the toolkit does not read asks about the chunks (see
  // `inChunkLanguage`): the judge's routing reads it in the chunks' language, and so does the report.
  let chunks: { guess: LanguageGuess; text: string } | undefined;
  const inChunks = (guess: LanguageGuess, text: string): LanguageGuess => {
    if (isReadLanguage(guess.code) || chunkList.length === 0) return guess;
    if (!chunks) {
      const chunkText = chunkList
        .map((chunk) => chunk.text.slice(0, DETECT_CHARS))
        .join('\n')
        .slice(0, DETECT_CHARS);
      chunks = { guess: detectLanguage(chunkText), text: chunkText };
    }
    return inChunkLanguage(guess, text, chunks.guess, chunks.text);
  };
  const answer = inChunks(detectLanguage(sample), sample);
  const perClaim = claimLanguages(answer, claims).map(
    (claim, position) => inChunks({ code: claim.code, confident: true }, claims[position]!).code,
  );
  const mixed = perClaim.some((code) => code !== answer.code);
  return { language: answer.code, claimLanguages: mixed ? perClaim : null };
}
