/**
 * Which language the local judge reads each claim in — or why it cannot: a claim in a language it
 * does not read (Russian, Chinese, Arabic, Dutch…) or in another language than its chunks (a German
 * answer over English chunks) gets an `unsupported_language` error, never a lexical verdict, so the
 * cascade hands it to the LLM and `verify()` reports it. A claim too short to tell is read in the
 * answer's language, else the chunks', and a warning says so.
 */

import type { Chunk } from '../../spec/chunk.js';
import type { Claim, JudgeFailure } from '../../spec/claim.js';
import { claimLanguages, detectLanguage } from '../../text/languages/detect-language.js';
import { functionWordHits } from '../../text/languages/function-words.js';
import { inChunkLanguage } from '../../text/languages/in-chunk-language.js';
import type { LanguageCode, LanguageModule } from '../../text/languages/language-module.js';
import {
  isReadLanguage,
  LANGUAGES,
  languageName,
  loadLanguageModule,
} from '../../text/languages/registry.js';

/** How much of the chunks and the answer the detector reads: plenty to tell a language, bounded in cost. */
const DETECT_CHARS = 3000;

export type ClaimRoute =
  | { ok: true; code: LanguageCode; module: LanguageModule | undefined }
  | { ok: false; error: JudgeFailure };

const READS = `it reads ${LANGUAGES.map((language) => language.name).join(', ')}`;

/** The failure of a claim the local judge cannot read. */
export function unsupportedLanguageFailure(message: string): JudgeFailure {
  return { code: 'unsupported_language', message, retryable: false };
}

/**
 * @example await routeLanguages({ claims, chunks, response }) // one route per claim, plus warnings
 */
export async function routeLanguages(options: {
  claims: readonly Claim[];
  chunks: readonly Chunk[];
  response?: string;
}): Promise<{ routes: ClaimRoute[]; warnings: string[]; chunkLanguage: string }> {
  const chunkText = options.chunks
    .map((chunk) => chunk.text.slice(0, DETECT_CHARS))
    .join('\n')
    .slice(0, DETECT_CHARS);
  const chunkGuess = detectLanguage(chunkText);
  const answerSample = (options.response ?? options.claims.map((claim) => claim.text).join(' ')).slice(
    0,
    DETECT_CHARS,
  );
  const answerGuess = inChunkLanguage(detectLanguage(answerSample), answerSample, chunkGuess, chunkText);
  // An answer too short to tell is read in its chunks' language; when neither can tell, in the
  // language either one leans to that the judge reads, else English (what the judge always did).
  // Where the two lean to different languages, the one whose function words the texts use more: a
  // chunk that lists nouns ("Veggie burger: gluten; Fish tacos: shellfish") leans to German by its
  // capitals, but "The veggie burger contains shellfish" says "the".
  const answerText = options.response ?? options.claims.map((claim) => claim.text).join(' ');
  const hits = (code: string) =>
    functionWordHits(`${chunkText}\n${answerText.slice(0, DETECT_CHARS)}`).get(code) ?? 0;
  const leanings = [chunkGuess.code, answerGuess.code].filter(isReadLanguage);
  const leaning =
    leanings.length === 2 && leanings[0] !== leanings[1] && hits(leanings[1]!) > hits(leanings[0]!)
      ? leanings[1]!
      : (leanings[0] ?? 'en');
  const answer = answerGuess.confident
    ? answerGuess
    : chunkGuess.confident
      ? chunkGuess
      : { code: leaning, confident: false };
  const perClaim = claimLanguages(
    answer,
    options.claims.map((claim) => claim.text),
  );
  const warnings: string[] = [];
  const routes: ClaimRoute[] = [];
  for (const [position, claim] of options.claims.entries()) {
    let { code, source } = perClaim[position]!;
    code = inChunkLanguage({ code, confident: true }, claim.text, chunkGuess, chunkText).code;
    if (
      chunkGuess.confident &&
      code !== chunkGuess.code &&
      isReadLanguage(code) &&
      isReadLanguage(chunkGuess.code)
    ) {
      // Another read language than the chunks' only on clear evidence: two of its function words
      // and more than the chunks' language has ("Water exhibits a phenomenon…" is not Portuguese).
      const hits = functionWordHits(claim.text);
      const own = hits.get(code) ?? 0;
      if (own < 2 || own <= (hits.get(chunkGuess.code) ?? 0)) {
        code = chunkGuess.code;
        source = 'answer';
      }
    }
    if (source === 'answer' && (!answerGuess.confident || code !== answerGuess.code)) {
      warnings.push(
        `claim ${position + 1} ("${claim.text.slice(0, 40)}"): too short to tell its language; read as ${languageName(code)}, ${chunkGuess.confident ? "the chunks' language" : 'the default (neither the answer nor the chunks tell)'}`,
      );
    }
    if (!isReadLanguage(code)) {
      routes.push({
        ok: false,
        error: unsupportedLanguageFailure(
          `the local judge does not read ${languageName(code)} (${code}); ${READS}`,
        ),
      });
      continue;
    }
    if (chunkGuess.confident && chunkGuess.code !== code) {
      routes.push({
        ok: false,
        error: unsupportedLanguageFailure(
          `the claim is in ${languageName(code)} and the chunks in ${languageName(chunkGuess.code)}: the local judge compares a claim only with chunks in its own language`,
        ),
      });
      continue;
    }
    routes.push({ ok: true, code, module: code === 'en' ? undefined : await loadLanguageModule(code) });
  }
  return { routes, warnings, chunkLanguage: chunkGuess.code };
}
