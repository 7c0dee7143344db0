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
  const evidence = alignedClause(options.claim, options.evidence);
  const claimCues = negations(options.claim, options.language);
  const evidenceCues = negations(evidence, options.language);
  const plain = {
    claimNegated: claimCues.length > 0,
    evidenceNegated: evidenceCues.length > 0,
    mismatch: false,
    word: null,
  };
  // "No tickets are sold" = "Tickets are not sold": as many negations on each side (by parity)
  // negate the same clause, wherever they stand.
  if (claimCues.length % 2 === evidenceCues.length % 2) return plain;
  const claimScopes = negatedStems(options.claim, options.language);
  const evidenceScopes = negatedStems(evidence, options.language);
  // A negated word on one side that the other side states with no negation shortly before it.
  for (const [stem, word] of claimScopes) {
    if (statedPlainly(evidence, stem)) {
      return { claimNegated: true, evidenceNegated: false, mismatch: true, word };
    }
  }
  for (const [stem, word] of evidenceScopes) {
    if (statedPlainly(options.claim, stem)) {
      return { claimNegated: false, evidenceNegated: true, mismatch: true, word };
    }
  }
  // A negation that governs only function words ("is not included in"): the parity decides.
  const [side, tokens] = claimCues.length % 2 === 1 ? [claimCues, options.claim] : [evidenceCues, evidence];
  const unscoped = side.find((cue) => scopeOf(tokens, tokens.indexOf(cue), options.language) === null);
  if (!unscoped) return plain;
  return {
    claimNegated: claimCues.length % 2 === 1,
    evidenceNegated: evidenceCues.length % 2 === 1,
    mismatch: true,
    word: unscoped.text,
  };
}

/**
 * The content word a negation at `index` governs: the first within the next three tokens (four in
 * a language module's text: "ne peuvent pas être retournés"); a German clause-final "nicht" governs
 * the word before it ("Wir erstatten die Kosten nicht").
 */
function scopeOf(tokens: readonly Token[], index: number, language?: LanguageModule): Token | null {
  const reach = language ? 5 : 4;
  for (let at = index + 1; at < Math.min(tokens.length, index + reach); at += 1) {
    const scoped = tokens[at]!;
    if (scoped.isContent && !scoped.isNumber) return scoped;
  }
  if (language?.data.negationLooksBack) {
    for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1) {
      const scoped = tokens[at]!;
      if (scoped.isContent && !scoped.isNumber) return scoped;
    }
  }
  return null;
}

/**
 * The negation tokens of a token list, idioms that negate nothing ("not only") left out (a language
 * module's tokenizer has already un-negated its own idioms).
 */
function negations(tokens: readonly Token[], language?: LanguageModule): Token[] {
  return tokens.filter((token, index) => {
    if (!token.isNegation) return false;
    const next = tokens[index + 1];
    return language !== undefined || !(next && NOT_NEGATING.has(`${token.lower} ${next.lower}`));
  });
}

/**
 * The part of the evidence sentence the claim aligns with: from three tokens before its first
 * word the claim shares to its last, so a negation in another clause of a long sentence is not
 * read as the claim's.
 */
function alignedClause(claim: readonly Token[], evidence: readonly Token[]): readonly Token[] {
  const stems = new Set(claim.filter((token) => token.isContent).map((token) => token.stem));
  let first = -1;
  let last = -1;
  evidence.forEach((token, index) => {
    if (!token.isContent || !stems.has(token.stem)) return;
    if (first < 0) first = index;
    last = index;
  });
  return first < 0 ? evidence : evidence.slice(Math.max(0, first - 3), last + 1);
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
  tokens.forEach((token, index) => {
    if (!token.isNegation) return;
    const next = tokens[index + 1];
    if (!language && next && NOT_NEGATING.has(`${token.lower} ${next.lower}`)) return;
    const scoped = scopeOf(tokens, index, language);
    if (scoped) scopes.set(scoped.stem, token.text);
  });
  return scopes;
}
