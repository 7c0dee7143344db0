/**
 * Negation: "refunds are not issued" against "refunds are issued". Compares the parity of negation
 * words in the claim and in its evidence sentence; meaningful only when the two otherwise align,
 * which the caller decides.
 */
import type { LanguageModule } from '../../../text/languages/language-module.js';
import type { Token } from '../../../text/tokenize.js';

export interface NegationComparison {
  claimNegated: boolean;
  evidenceNegated: boolean;
  mismatch: boolean;
  /** The negation word that differs, for the reasoning. */
  word: string | null;
}

/**
 * @example compareNegation({ claim: tokenize('It is not free.'), evidence: tokenize('It is free.') }).mismatch // true
 */
export function compareNegation(options: {
  claim: readonly Token[];
  evidence: readonly Token[];
  /** The language module both sides were read with (a German "nicht" may follow what it negates). */
  language?: LanguageModule;
}): NegationComparison {
  const claimScopes = negatedStems(options.claim, options.language);
  const evidenceScopes = negatedStems(options.evidence, options.language);
  // A negated word on one side that the other side states with no negation shortly before it.
  for (const [stem, word] of claimScopes) {
    if (statedPlainly(options.evidence, stem)) {
      return { claimNegated: true, evidenceNegated: false, mismatch: true, word };
    }
  }
  for (const [stem, word] of evidenceScopes) {
    if (statedPlainly(options.claim, stem)) {
      return { claimNegated: false, evidenceNegated: true, mismatch: true, word };
    }
  }
  return {
    claimNegated: claimScopes.size > 0,
    evidenceNegated: evidenceScopes.size > 0,
    mismatch: false,
    word: null,
  };
}

/** Whether `stem` occurs in `tokens` with no negation among the five tokens before it. */
function statedPlainly(tokens: readonly Token[], stem: string): boolean {
  let found = false;
  for (let index = 0; index < tokens.length; index += 1) {
    if (tokens[index]!.stem !== stem) continue;
    for (let at = Math.max(0, index - 5); at < index; at += 1) if (tokens[at]!.isNegation) return false;
    found = true;
  }
  return found;
}

/** Idioms with a negation word that negate nothing. */
const NOT_NEGATING = new Set(['not only', 'no matter', 'not just', 'no doubt', 'not least', 'nothing but']);

/**
 * The content words in the scope of a negation (the next three tokens, stopping at a comma-free
 * clause break is not attempted), mapped to the negation word that governs them.
 */
function negatedStems(tokens: readonly Token[], language?: LanguageModule): Map<string, string> {
  const scopes = new Map<string, string>();
  // "ne peuvent pas être retournés": the negated word can sit one word further in other languages.
  const reach = language ? 5 : 4;
  tokens.forEach((token, index) => {
    if (!token.isNegation) return;
    const next = tokens[index + 1];
    if (!language && next && NOT_NEGATING.has(`${token.lower} ${next.lower}`)) return;
    for (let at = index + 1; at < Math.min(tokens.length, index + reach); at += 1) {
      const scoped = tokens[at]!;
      if (scoped.isContent && !scoped.isNumber) {
        scopes.set(scoped.stem, token.text);
        return;
      }
    }
    // "Wir erstatten die Kosten nicht": a clause-final negation negates the word before it.
    if (language?.data.negationLooksBack) {
      for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1) {
        const scoped = tokens[at]!;
        if (scoped.isContent && !scoped.isNumber) {
          scopes.set(scoped.stem, token.text);
          return;
        }
      }
    }
  });
  return scopes;
}
