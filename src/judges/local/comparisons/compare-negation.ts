/**
 * Negation: "refunds are not issued" against "refunds are issued". Compares the parity of negation
 * words in the claim and in its evidence sentence; meaningful only when the two otherwise align,
 * which the caller decides.
 */

import { withFields } from '../../../core/with-fields.js';
import type { LanguageModule } from '../../../text/languages/language-module.js';
import { WORD_NUMBERS } from '../../../text/number-words.js';
import { YEAR_WRITTEN } from '../../../text/quantity.js';
import { stemWord } from '../../../text/stem-word.js';
import { monthNumber, type Token } from '../../../text/tokenize.js';
import { NEGATING_PREDICATES } from '../lexicon/english/negating-predicates.js';
import { NEGATIVE_ADVERBS, NEGATIVE_WORDS } from '../lexicon/english/negative-words.js';
import { ARTICLES, NEGATING_PREFIXES } from '../lexicon/english/slot-words.js';
import { conditionTurned } from './condition-turned.js';
import { equativeAgainstComparison } from './equative-against-comparison.js';
import { permissionDenied } from './permission-denied.js';

export interface NegationComparison {
  /** Flipped in two of the claim's clauses, whose negations cancel in the whole sentence's count. */
  byClause?: boolean;
  claimNegated: boolean;
  evidenceNegated: boolean;
  mismatch: boolean;
  /** The negation word that differs, for the reasoning. */
  word: string | null;
  /**
   * Claim words under the claim's negation that a negative word of the sentence says instead
   * ("take", "place" of "did not take place" against "was cancelled"): found, for the coverage.
   */
  paraphrased?: string[];
  /**
   * The claim and its clause differ in the parity of their negations, and no negative word of the
   * other side says the negation: a flip, unless an opposite word in the same clause undoes it
   * ("None of the passengers died" = "All passengers survived"), which the caller decides.
   */
  flipped?: boolean;
  /**
   * The word of one side that says the other side's negation ("free" for "does not cost
   * anything", "banned" for "may not be used"): the two agree though their negations differ.
   */
  saidBy?: string;
  /**
   * The claim concedes what the sentence requires ("even if" against "unless"), and the main
   * clauses differ in their negation (`condition-turned.ts`).
   */
  turned?: { concession: string; requirement: string };
  /** The flip is the claim's negation against the sentence's "only" (which the caller reads). */
  byOnly?: boolean;
  /**
   * The negative word of one side that says the other side's negation ("closed" for "Neither …
   * is open"): an opposite of the other side's word that it is, is no flip of its own.
   */
  negativeWord?: string;
}

/**
 * @example compareNegation({ claim: tokenize('It is not free.'), evidence: tokenize('It is free.') }).mismatch // true
 */
export function compareNegation(options: {
  claim: readonly Token[];
  evidence: readonly Token[];
  /** The language module both sides were read with (a German "nicht" may follow what it negates). */
  language?: LanguageModule;
  /** Opposites by stem: "not common" against "rare" in the same slot agrees. */
  antonyms?: ReadonlyMap<string, ReadonlySet<string>>;
  /** The texts the claim's and the evidence's token offsets index into ("debt-free" is read as "no debt"). */
  claimSource?: string;
  evidenceSource?: string;
  /** Whether a stem is a word of the lexicon ("suitable" of "unsuitable"), for words with a negating prefix. */
  knownWord?: (stem: string) => boolean;
}): NegationComparison {
  if (!options.language)
    options = withFields(options, {
      claim: describingFailed(options.claim),
      evidence: describingFailed(options.evidence),
    });
  const evidence = alignedClause(options.claim, options.evidence, options.evidenceSource);
  // "should not drink it unless boiled" = "should not drink it without boiling it": a "without"
  // against the other side's "unless" sets the same condition, no negation of its own.
  const unlessFor = (cues: Token[], other: readonly Token[]) =>
    other.some((token) => token.lower === 'unless') ? cues.filter((cue) => cue.lower !== 'without') : cues;
  const claimCues = unlessFor(negations(options.claim, options.language, evidence), evidence);
  const evidenceCues = unlessFor(negations(evidence, options.language, options.claim), options.claim);
  const plain = {
    claimNegated: claimCues.length > 0,
    evidenceNegated: evidenceCues.length > 0,
    mismatch: false,
    word: null,
  };
  // "not valid until 31 March" (only from then) against "valid until 31 March" (no longer after):
  // one side's "until" negated, the other's not, at the same time — a flip, though "not … until"
  // is no negation of the clause.
  if (!options.language) {
    const denied = untilDenied(options.claim, evidence) ?? untilDenied(evidence, options.claim);
    if (denied) return withFields(plain, { mismatch: true, word: denied, flipped: true });
  }
  // "You have to wear a cap" against "Wearing a cap is optional", "Breakfast costs extra" against
  // "Breakfast is included": the sentence's word says the negation its side lacks.
  if (!options.language && claimCues.length % 2 === 0 && evidenceCues.length % 2 === 0) {
    const denied = impliedDenial(options.claim, evidence);
    if (denied) {
      const { word, paraphrased } = denied;
      return withFields(plain, { evidenceNegated: true, mismatch: true, word, flipped: true, paraphrased });
    }
  }
  // "The screen suffers from glare" against "The screen is glare-free": the word joined to "free"
  // denies what the claim states of it.
  if (!options.language && claimCues.length % 2 === 0 && evidenceCues.length % 2 === 0) {
    const freeOf = joinedFreeOf(evidence, options.claim, options.evidenceSource);
    if (freeOf)
      return withFields(plain, { evidenceNegated: true, mismatch: true, word: freeOf, flipped: true });
  }
  // "may sublet even if the landlord has not given consent" against "may not sublet unless the
  // landlord has given consent": the claim concedes what the sentence requires.
  if (!options.language) {
    const turned = conditionTurned(options.claim, options.evidence, (tokens, other) =>
      negations(tokens, undefined, other),
    );
    if (turned)
      return withFields(plain, {
        mismatch: true,
        word: turned.word,
        flipped: true,
        claimNegated: turned.claimNegated,
        evidenceNegated: turned.evidenceNegated,
        turned: { concession: turned.concession, requirement: turned.requirement },
      });
  }
  // "No tickets are sold" = "Tickets are not sold": as many negations on each side (by parity)
  // negate the same clause, wherever they stand.
  if (claimCues.length % 2 === evidenceCues.length % 2) return plain;
  // "do not need to be accompanied" against "must be accompanied": the obligation denied, said
  // with another word of obligation.
  if (
    !options.language &&
    claimCues.length % 2 === 1 &&
    sameObligation(options.claim, evidence) &&
    !evidence.some((token) => OPTIONAL_WORDS.has(token.lower))
  ) {
    const paraphrased = options.claim
      .filter((token) => token.isContent && OBLIGATION_STEMS.has(token.stem))
      .map((token) => token.stem);
    return withFields(plain, { mismatch: true, word: claimCues[0]!.text, flipped: true, paraphrased });
  }
  // "Unlike the 14 Pro, the 16 includes an HDMI port": what the sentence sets apart lacks it.
  if (
    !options.language &&
    claimCues.length % 2 === 1 &&
    setApart(options.claim, options.evidence, options.evidenceSource)
  )
    return plain;
  // "valid even if the agreement does not allow it" against "valid only if the agreement allows
  // it": a condition the sentence requires, waived by the claim. No negative word says it.
  if (!options.language && claimCues.length % 2 === 1 && waivesCondition(options.claim, options.evidence))
    return withFields(plain, { mismatch: true, word: claimCues[0]!.text, flipped: true });
  // "It was the band's first album to top the charts" says "none of their albums before it had".
  if (
    !options.language &&
    firstMeansNoneBefore(options.claim, claimCues.length, evidence, evidenceCues.length)
  )
    return plain;
  // The negation said by a negative word the other side lacks: "E-cigarettes may not be used"
  // against "… e-cigarettes is banned", "does not run at weekends" against "runs only on
  // weekdays", "is no longer supported" against "removes support for" (English word lists).
  if (!options.language) {
    // The clause widened by three words each side: the negative word often closes it ("…
    // unauthorised repairs is excluded").
    // Not past a contrast that opens another clause ("are open all year, but the castle interior
    // is closed"): its negative word speaks of something else.
    const first = options.evidence.indexOf(evidence[0]!);
    const last = first + evidence.length - 1;
    let start = Math.max(0, first - 3);
    let end = Math.min(options.evidence.length, last + 7);
    // Nor past a purpose the sentence adds after the clause ("are always switched off … to prevent
    // frost damage"), where the claim negates a word of the clause ("never switched off"): its
    // negative word denies the damage, not the switching off.
    const negatedWords = new Set(
      claimCues.flatMap(
        (cue) => scopeOf(options.claim, options.claim.indexOf(cue), options.language)?.stem ?? [],
      ),
    );
    const purpose = (at: number) =>
      options.evidence[at]!.lower === 'to' &&
      NEGATION_PARAPHRASES.has(options.evidence[at + 1]?.lower ?? '') &&
      options.evidence.slice(first, at).some((token) => negatedWords.has(token.stem));
    for (let at = last + 1; at < end; at += 1)
      if (CONTRASTS.has(options.evidence[at]!.lower) || purpose(at)) end = at;
    for (let at = first - 1; at >= start; at -= 1)
      if (CONTRASTS.has(options.evidence[at]!.lower)) start = at + 1;
    const widened = options.evidence.slice(start, end);
    const claimNegated = claimCues.length % 2 === 1;
    const [negatedSide, otherSide] = claimNegated ? [options.claim, widened] : [widened, options.claim];
    const otherSource = claimNegated ? options.evidenceSource : options.claimSource;
    // Only where the negated words are the other side's own or a predicate such a word can
    // stand for: "did not make a profit" is not what "was cancelled" says.
    const predicate = negatedPredicate(negatedSide, otherSide);
    // "is no longer the head teacher" against "retired as head teacher".
    if (
      claimNegated &&
      noLonger(options.claim) &&
      (widened.some((token) => ENDED_WORDS.has(token.lower)) || untilYear(options.evidence)) &&
      predicate.every((stem) => EVENT_PREDICATE_STEMS.has(stem) || NO_LONGER_PREDICATE_STEMS.has(stem)) &&
      !movedTo(options.claim, options.evidence)
    )
      return predicate.length > 0 ? withFields(plain, { paraphrased: predicate }) : plain;
    // "do not necessarily have to sit it in spring" against "may sit it in either spring or
    // autumn", "not all stations have step-free access" against "only 4 of the 11 stations have":
    // a negation of one of several, which the sentence's alternatives or "only" state.
    if (claimNegated && weakNegation(options.claim, widened)) return plain;
    const negativeWord = negativeWordOnlyIn(otherSide, negatedSide, otherSource);
    // "glare-free", "visa-free" say "does not suffer from glare", "do not need a visa": a word
    // joined to "free" denies having it, whatever verb of having the claim uses.
    const saysPredicate = (stem: string) =>
      EVENT_PREDICATE_STEMS.has(stem) || (negativeWord?.word === 'free' && HAVING_STEMS.has(stem));
    if (negativeWord && predicate.every(saysPredicate)) {
      // "only … 18 or over" excludes the rest that "not … under 18" names with the opposite word:
      // the two flips undo each other, as a negation and an opposite do.
      const said =
        negativeWord.kind === 'only'
          ? withFields(plain, { flipped: true, byOnly: true })
          : withFields(plain, { negativeWord: negativeWord.word });
      return negatedSide === options.claim && predicate.length > 0
        ? withFields(said, { paraphrased: predicate })
        : said;
    }
    // "did not change its base rate" against "kept its base rate", "has not yet been released"
    // against "is still being held": a word that denies the negated predicate, and no other.
    const denying = negatingPredicate(otherSide, negatedSide, predicate);
    if (denying) {
      const said = withFields(plain, { negativeWord: denying });
      return negatedSide === options.claim && predicate.length > 0
        ? withFields(said, { paraphrased: predicate })
        : said;
    }
    // "do not have to pay", "costs nothing", "do not need to pay separately" against "is free",
    // "is complimentary", "is included": the price negated.
    // The price words may be the other side's own too ("does not pay a fare" against "Children
    // under 5 travel free … with a fare-paying adult"): then the negation's scope is read whole.
    const priced = predicate.length > 0 ? predicate : negatedScope(negatedSide);
    const free = otherSide.find((token) => FREE_WORDS.has(token.lower));
    if (
      free &&
      priced.some((stem) => PRICE_STEMS.has(stem)) &&
      priced.every((stem) => PRICE_STEMS.has(stem) || PRICE_MODIFIERS.has(stem) || OBLIGATION_STEMS.has(stem))
    ) {
      const said = withFields(plain, { saidBy: free.lower });
      return negatedSide === options.claim && predicate.length > 0
        ? withFields(said, { paraphrased: predicate })
        : said;
    }
    // "don't have to wear a cap", "are not obliged to buy" against "is optional", "is voluntary":
    // the obligation negated.
    // Not a word both sides have ("need to register for the optional workshops" against "do not
    // need to register for the optional workshops"): there it names the thing, not the negation.
    const optional = otherSide.find(
      (token) => OPTIONAL_WORDS.has(token.lower) && !negatedSide.some((other) => other.stem === token.stem),
    );
    if (optional && obligationNegated(negatedSide)) {
      const obligation = predicate.filter((stem) => OBLIGATION_STEMS.has(stem));
      const said = withFields(plain, { saidBy: optional.lower });
      return negatedSide === options.claim && obligation.length > 0
        ? withFields(said, { paraphrased: obligation })
        : said;
    }
    // "No other mammal has a longer pregnancy than the elephant" against "the longest of any
    // mammal": a comparison negated for all others is the superlative.
    if (claimNegated && negatedComparison(options.claim) && superlativeIn(widened)) return plain;
    // "no trains after 23:40" against "The last train … departs at 23:40", "can't carry more than
    // five days" against "may carry over up to five days": the sentence's end or bound is the
    // claim's denial of the rest.
    // Flipped still: the bound's own comparative ("more than") is undone by the negation, as an
    // opposite in the clause is (`undoneByNegation`), not read against another word of the sentence.
    if (claimNegated && deniedBeyondEnd(options.claim, widened)) return withFields(plain, { flipped: true });
    // "Neither has as much as one gram" against "less than one gram": "not as much as" is "less than".
    if (claimNegated && equative(options.claim) && widened.some((token) => LESS_WORDS.has(token.lower)))
      return plain;
    // "did not grow as fast as household debt" against "Household debt grew … at a faster rate
    // than incomes": the sentence's comparison, terms traded, says what the equative denies.
    if (claimNegated && equativeAgainstComparison(options.claim, options.evidence) === true) return plain;
    // "should not be laid when frozen" against "can be laid … except when frozen", "should not be
    // reported through the tracker" against "… rather than through the tracker".
    if (claimNegated && excepted(options.claim, options.evidence)) return plain;
  }
  // "is not vegan-friendly" against "is unsuitable for vegans", "is unavailable" against "cannot
  // print": a word with a negating prefix says the negation, beside a word of the negated side.
  if (!options.language) {
    const claimNegated = claimCues.length % 2 === 1;
    const [negatedSide, otherSide] = claimNegated ? [options.claim, evidence] : [evidence, options.claim];
    const prefixed = prefixedNegative(otherSide, negatedSide, options.antonyms, options.knownWord);
    // Flipped still: an opposite in the clause ("not lost" against "unbeaten … win") is undone by it.
    if (prefixed) return withFields(plain, { negativeWord: prefixed, flipped: true });
  }
  // "never allowed off the lead" against "must be kept on a lead": the opposite particle before
  // the same word turns the claim's negation back (English).
  if (!options.language && claimCues.length % 2 === 1 && oppositeParticle(options.claim, evidence))
    return plain;
  const flipped = { flipped: true };
  const claimScopes = negatedStems(options.claim, options.language, options.claimSource);
  const evidenceScopes = negatedStems(evidence, options.language, options.evidenceSource);
  // A negated word on one side that the other side states under another parity of negations
  // shortly before it ("there is not no fee" against "there is no fee").
  for (const [stem, { word, parity }] of claimScopes) {
    if (statedWithParity(evidence, stem, 1 - parity, options.evidenceSource)) {
      return { claimNegated: true, evidenceNegated: false, mismatch: true, word, ...flipped };
    }
  }
  for (const [stem, { word, parity }] of evidenceScopes) {
    if (statedWithParity(options.claim, stem, 1 - parity, options.claimSource)) {
      return { claimNegated: false, evidenceNegated: true, mismatch: true, word, ...flipped };
    }
  }
  // The negated word paraphrased: "the clifftop was not acknowledged as a gay meeting place"
  // against "the clifftop was known as a gay meeting place" — the other side fills the slot
  // between the same two content words with no negation (English word lists).
  if (!options.language) {
    const antonyms = options.antonyms ?? new Map<string, ReadonlySet<string>>();
    const claimSlot = negatedSlotStatedPlainly(options.claim, evidence, antonyms);
    if (claimSlot)
      return { claimNegated: true, evidenceNegated: false, mismatch: true, word: claimSlot, ...flipped };
    const evidenceSlot = negatedSlotStatedPlainly(evidence, options.claim, antonyms);
    if (evidenceSlot)
      return { claimNegated: false, evidenceNegated: true, mismatch: true, word: evidenceSlot, ...flipped };
  }
  // "E-scooters are allowed on the buses" against "Passengers cannot bring e-scooters onto the
  // buses": the word of permission says the "can" the other side denies.
  if (!options.language) {
    const denied = permissionDenied(options.claim, claimCues, evidence, evidenceCues);
    if (denied)
      return {
        claimNegated: denied.claimNegated,
        evidenceNegated: !denied.claimNegated,
        mismatch: true,
        word: denied.cue.text,
        ...flipped,
        paraphrased: denied.paraphrased,
      };
  }
  // A negation that governs only function words ("is not included in"): the parity decides.
  const [side, tokens] = claimCues.length % 2 === 1 ? [claimCues, options.claim] : [evidenceCues, evidence];
  const unscoped = side.find((cue) => scopeOf(tokens, tokens.indexOf(cue), options.language) === null);
  if (!unscoped) return withFields(plain, flipped);
  return {
    claimNegated: claimCues.length % 2 === 1,
    evidenceNegated: evidenceCues.length % 2 === 1,
    mismatch: true,
    word: unscoped.text,
    ...flipped,
  };
}

/**
 * Negative words that can stand for a "not" on the other side: the negation word list's verbs of
 * refusal and ending, "only" (which excludes the rest) and "remove". Not "free", "few", "little",
 * "instead" or "rule", which mostly say something else.
 */
const NEGATION_PARAPHRASES: ReadonlySet<string> = new Set([
  ...[...NEGATIVE_WORDS].filter(
    (word) => !['free', 'little', 'few', 'instead', 'rule', 'ruled'].includes(word),
  ),
  'only',
  'exclusively',
  'solely',
  'closed',
  'shut',
  'suspended',
  'discontinued',
  'remove',
  'removes',
  'removed',
  'removing',
  // "do not incur customs duty" = "are exempt from customs duty", "no longer pay a toll" = "tolls
  // were abolished".
  'exempt',
  // "fails to cover the southern islands" = "omits the southern islands".
  'omit',
  'omits',
  'abolished',
  'abolish',
  'waived',
  // "did not go ahead" = "after cancelling", "did not take place" = "was postponed".
  'cancel',
  'cancels',
  'cancelling',
  'canceling',
  'postpone',
  'postpones',
  'postponed',
  'postponing',
  // "did not launch on 4 June" = "the launch was scrubbed on 4 June".
  'scrubbed',
  'aborted',
  'abandoned',
  'rescheduled',
  // "doesn't cover its battery" = "excludes the battery", "voted neither for nor against" =
  // "abstained", "cannot be obtained" = "is unavailable", "may not blast" = "is restrained from
  // blasting". Not "empty": a state, often a condition's ("when the battery is empty").
  'excludes',
  'excluding',
  'withdraw',
  'withdrew',
  'withdrawn',
  'abstain',
  'abstained',
  'illegal',
  'unlawful',
  'barred',
  'restrained',
  'unavailable',
  'unmanned',
  'unable',
  'lacks',
  'lacking',
  // Twenty-sixth pass: "is not included" = "is sold separately", "has not erupted since 1902" =
  // "has been dormant since 1902". Not adjectives often said before their noun ("the optional
  // Snow Pack", "vacant posts"), which deny nothing of the sentence's subject.
  'separately',
  'dormant',
  'defunct',
  'unheated',
]);

/**
 * Words that say "no longer" ("can no longer get a cheque book" = "the cheque book service was
 * withdrawn"): a negation of time only — "was not replaced" is not what "was replaced" says.
 */
const ENDED_WORDS: ReadonlySet<string> = new Set([
  'withdrawn',
  'withdrew',
  'replaced',
  'retired',
  'ceased',
  'scrapped',
  'ended',
  'axed',
  'renamed',
  'moved',
  'relocated',
  'discontinued',
  'stopped',
  'abolished',
  'dissolved',
]);

/**
 * "is no longer based in the library" against "has moved from the Old Post Office to the
 * library": the claim names where it went, not where it left (more of its words after "to").
 */
function movedTo(claim: readonly Token[], evidence: readonly Token[]): boolean {
  const moved = evidence.findIndex((token) => token.lower === 'moved' || token.lower === 'relocated');
  if (moved < 0) return false;
  const to = evidence.findIndex((token, index) => index > moved && token.lower === 'to');
  if (to < 0) return false;
  const stems = new Set(claim.filter((token) => token.isContent).map((token) => token.stem));
  const count = (from: number, end: number) =>
    evidence.slice(from, end).filter((token) => token.isContent && stems.has(token.stem)).length;
  return count(to + 1, evidence.length) > count(moved + 1, to);
}

/**
 * Predicates whose "no longer" an ended word says besides the events' ("no longer called the
 * Empire Cinema" = "was renamed", "no longer based in the Old Post Office" = "has moved from it").
 */
const NO_LONGER_PREDICATE_STEMS: ReadonlySet<string> = new Set(
  'call name known base locat hous manufactur produc made make sold sell publish own live work stock'
    .split(' ')
    .map((word) => stemWord(word)),
);

/**
 * "not necessarily" against a sentence that gives alternatives ("either … or"), "not all" or "not
 * every" against one that restricts with "only" or a share ("4 of the 11").
 */
function weakNegation(claim: readonly Token[], clause: readonly Token[]): boolean {
  const after = (word: string) =>
    claim.some((token, index) => token.isNegation && claim[index + 1]?.lower === word);
  if (after('necessarily')) return clause.some((token) => token.lower === 'either' || token.lower === 'or');
  if (after('all') || after('every'))
    return clause.some(
      (token, index) =>
        ONLY_WORDS.has(token.lower) ||
        (token.isNumber && clause[index + 1]?.lower === 'of' && clause[index + 2]?.lower === 'the') ||
        // "All but one of the twelve seedlings survived": not all did.
        (token.lower === 'all' && clause[index + 1]?.lower === 'but'),
    );
  return false;
}

/** Whether the tokens say "no longer", "not … any more" or "not anymore". */
/**
 * "served as the town hall from 1868 until 1994": a state that ended in a year, which "no longer"
 * restates (a year, not a day: "until 30 June" may lie ahead).
 */
function untilYear(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) => UNTIL_WORDS.has(token.lower) && YEAR_WRITTEN.test(tokens[index + 1]?.text ?? ''),
  );
}

function noLonger(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      token.isNegation &&
      tokens
        .slice(index + 1, index + 4)
        .some((next) => next.lower === 'longer' || next.lower === 'anymore' || next.lower === 'more'),
  );
}

/**
 * Whether `side` has a negative word (`NEGATION_PARAPHRASES`) whose stem `other` lacks. "Only"
 * counts only where `other` names something `side` does not (the excluded rest: "not at
 * weekends" against "only on weekdays"); "Gold is not a noble metal" against "only gold, silver
 * and copper are noble metals" negates what "only" includes.
 */
/** Stems of paying, for "does not have to pay" against "is free". */
const PRICE_STEMS: ReadonlySet<string> = new Set(
  ['pay', 'charge', 'charged', 'cost', 'fee', 'fare', 'toll'].map((word) => stemWord(word)),
);
/** What may follow the price in its negation: "does not cost extra", "don't pay anything separately". */
const PRICE_MODIFIERS: ReadonlySet<string> = new Set(
  ['extra', 'additional', 'separately', 'anything', 'more', 'fare', 'entry', 'admission'].map((word) =>
    stemWord(word),
  ),
);
/** Words that say no price is paid: "free", "complimentary", "included" (in the price). */
const FREE_WORDS: ReadonlySet<string> = new Set(['free', 'complimentary', 'included']);
/** Words that say no obligation: "is optional" = "does not have to be". */
const OPTIONAL_WORDS: ReadonlySet<string> = new Set(['optional', 'voluntary']);
/** Stems of obligation a negation can deny: "don't have to", "not required", "not obliged". */
const OBLIGATION_STEMS: ReadonlySet<string> = new Set(
  ['have', 'need', 'required', 'require', 'obliged', 'obligated', 'compulsory', 'mandatory', 'must'].map(
    (word) => stemWord(word),
  ),
);

/** "have to", "need to", "must", "required": an obligation stated (not denied: the caller checks parity). */
function statesObligation(tokens: readonly Token[]): boolean {
  return tokens.some((_, index) => obligesAt(tokens, index));
}

/** Whether `tokens[index]` states an obligation: "must", "required", or "have"/"need" before "to". */
function obligesAt(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (token.lower === 'have' || token.lower === 'has' || token.lower === 'need' || token.lower === 'needs')
    return tokens[index + 1]?.lower === 'to';
  return OBLIGATION_STEMS.has(token.stem);
}

/**
 * The word of `clause` that denies what the unnegated claim states, where the clause does not
 * state it too: "optional" against an obligation, "free" or "included" against a price paid.
 */
function impliedDenial(
  claim: readonly Token[],
  clause: readonly Token[],
): { word: string; paraphrased: string[] } | null {
  const claimWords = new Set(claim.map((token) => token.lower));
  const denial = (words: ReadonlySet<string>) =>
    clause.find((token) => words.has(token.lower) && !claimWords.has(token.lower))?.text ?? null;
  // The claim's words the sentence's one word says the opposite of: found, for the coverage.
  const saidBy = (stems: ReadonlySet<string>) =>
    claim.filter((token) => token.isContent && stems.has(token.stem)).map((token) => token.stem);
  if (statesObligation(claim) && !statesObligation(clause)) {
    const word = denial(OPTIONAL_WORDS);
    if (word) return { word, paraphrased: saidBy(OBLIGATION_STEMS) };
  }
  const price = (tokens: readonly Token[]) => tokens.some((token) => PRICE_VERBS.has(token.lower));
  if (!price(claim) || price(clause)) return null;
  const word = denial(FREE_WORDS);
  if (!word) return null;
  const paid = claim.filter((token) => PRICE_VERBS.has(token.lower)).map((token) => token.stem);
  return { word, paraphrased: [...paid, ...saidBy(PRICE_MODIFIERS)] };
}

/**
 * Verbs of paying. Not "fee", which a free thing can be covered by, nor "paid", the opposite of
 * "free" that the antonym comparison reads ("a paid app" against "a free app").
 */
const PRICE_VERBS: ReadonlySet<string> = new Set(
  'pay pays paying charge charged charges charging cost costs costing'.split(' '),
);

/** The first content word within three tokens after `index` that is not an obligation word. */
function obligedTo(tokens: readonly Token[], index: number): Token | undefined {
  return tokens
    .slice(index + 1, index + 4)
    .find((token) => token.isContent && !OBLIGATION_STEMS.has(token.stem) && token.lower !== 'to');
}

/**
 * Whether the claim denies an obligation (`obligationNegated`) that the clause states of the same
 * verb: "do not need to be accompanied" against "must be accompanied", not against "have to
 * compete" elsewhere.
 */
function sameObligation(claim: readonly Token[], clause: readonly Token[]): boolean {
  // "do not necessarily need a degree" against "need either a degree or …": one of several, not
  // the obligation denied.
  if (!obligationNegated(claim) || claim.some((token) => token.lower === 'necessarily')) return false;
  if (clause.some((token) => token.lower === 'either')) return false;
  const denied = new Set<string>();
  claim.forEach((token, index) => {
    if (!token.isNegation) return;
    const verb = obligedTo(claim, index + 2);
    if (verb) denied.add(verb.stem);
  });
  return clause.some((_, index) => {
    const verb = obligesAt(clause, index) ? obligedTo(clause, index) : undefined;
    return verb !== undefined && denied.has(verb.stem);
  });
}

/** Whether a negation of `tokens` governs an obligation word within its next two tokens. */
function obligationNegated(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      token.isNegation && tokens.slice(index + 1, index + 3).some((next) => OBLIGATION_STEMS.has(next.stem)),
  );
}

/**
 * Whether the claim opens with "no"/"nobody"/"none"/"nothing" and compares with "than" or "as
 * many as" ("No other river … as many countries as the Danube").
 */
function negatedComparison(claim: readonly Token[]): boolean {
  const first = claim[0]?.lower;
  return (
    (first === 'no' || first === 'nobody' || first === 'none' || first === 'nothing') &&
    (claim.some((token) => token.lower === 'than') || equative(claim))
  );
}

/** Words past which the claim denies the rest, and the sentence's words for that end or bound. */
const BEYOND: ReadonlyArray<{ claim: ReadonlySet<string>; evidence: ReadonlySet<string> }> = [
  { claim: new Set(['after']), evidence: new Set(['last', 'latest', 'final']) },
  { claim: new Set(['before']), evidence: new Set(['first', 'earliest']) },
  // "could not be submitted after 28 February" against "closed on 28 February".
  {
    claim: new Set(['after', 'later']),
    evidence: new Set(['closes', 'closed', 'close', 'ends', 'ended', 'deadline']),
  },
  // "had not cleared customs before 14 May" against "remained in customs until 14 May".
  {
    claim: new Set(['before', 'earlier']),
    evidence: new Set(['until', 'till', 'opens', 'opened', 'starts', 'started', 'begins', 'began']),
  },
];
const OVER_WORDS: ReadonlySet<string> = new Set(['more', 'longer', 'greater', 'higher', 'heavier', 'larger']);
const UNDER_WORDS: ReadonlySet<string> = new Set(['less', 'fewer', 'lower', 'shorter', 'lighter', 'smaller']);
/** Comparatives of a dimension beyond a maximum ("taller than") or short of a minimum ("narrower than"). */
const MORE_DIMENSIONS: ReadonlySet<string> = new Set([
  'taller',
  'wider',
  'deeper',
  'bigger',
  'older',
  'louder',
  'faster',
  'hotter',
  'warmer',
  'later',
]);
const LESS_DIMENSIONS: ReadonlySet<string> = new Set([
  'narrower',
  'shallower',
  'younger',
  'slower',
  'colder',
  'cooler',
  'earlier',
  'lower',
]);
/** A maximum or a minimum with its dimension between ("a maximum height of", "a minimum age of"). */
const MAXIMUM_OF = /\b(?:maximum(?: \w+)? of|up to|at most|limited to|capped at|no more than)\s*$/iu;
const MINIMUM_OF = /\b(?:minimum(?: \w+)? of|at least|no less than|no fewer than)\s*$/iu;
const UP_TO_WORDS =
  /\b(?:up to|at most|a maximum of|maximum of|no more than|not more than|capped at|limited to|a limit of)\s*$/i;

/**
 * Whether the claim denies what lies past a value the sentence gives as an end or a bound: "after
 * 23:40" against "The last train … at 23:40" or "closed on 28 February", "before 05:12" against
 * "the first train … at 05:12" or "until 05:12", "more than five days" against "up to five days".
 * The value must be the same number in both.
 */
function deniedBeyondEnd(claim: readonly Token[], evidence: readonly Token[]): boolean {
  // A number written in figures or in words ("five"), by its value.
  const value = (token: Token) => (token.isNumber ? token.stem : String(WORD_NUMBERS.get(token.lower) ?? ''));
  const numbers = (tokens: readonly Token[]) => new Set(tokens.map(value).filter((stem) => stem !== ''));
  const shared = [...numbers(claim)].filter((stem) => numbers(evidence).has(stem));
  if (shared.length === 0) return false;
  const at = (tokens: readonly Token[], stem: string) => tokens.findIndex((token) => value(token) === stem);
  for (const stem of shared) {
    const claimAt = at(claim, stem);
    // "before the age of 55": the word up to four tokens before the value.
    const before = claim.slice(Math.max(0, claimAt - 4), claimAt).map((token) => token.lower);
    // The sentence's end word stands before the same value, with no other value between ("opened
    // on 1 March and closed on 30 April" ends on 30 April, not on 1 March).
    const evidenceAt = at(evidence, stem);
    const ending = (ends: ReadonlySet<string>) => {
      for (let index = evidenceAt - 1; index >= Math.max(0, evidenceAt - 12); index -= 1) {
        if (ends.has(evidence[index]!.lower)) return true;
        if (value(evidence[index]!) !== '') return false;
      }
      return false;
    };
    for (const { claim: words, evidence: ends } of BEYOND)
      if (before.some((word) => words.has(word)) && ending(ends)) return true;
    // "more than five" in the claim, "up to five" (as written before the number) in the sentence.
    // "above 8 °C" in the claim, "between 2 °C and 8 °C" in the sentence: past the range's top;
    // "below 2 °C" past its bottom.
    const lead = evidence.slice(Math.max(0, evidenceAt - 6), evidenceAt).map((token) => token.lower);
    const over =
      before.at(-1) === 'above' ||
      before.at(-1) === 'over' ||
      (before.at(-1) === 'than' && OVER_WORDS.has(before.at(-2) ?? ''));
    const under =
      before.at(-1) === 'below' ||
      before.at(-1) === 'under' ||
      (before.at(-1) === 'than' && UNDER_WORDS.has(before.at(-2) ?? ''));
    if (over && lead.includes('between') && lead.at(-1) === 'and') return true;
    if (under && lead.at(-1) === 'between') return true;
    if (before.at(-1) === 'than' && OVER_WORDS.has(before.at(-2) ?? '')) {
      const words = evidence
        .slice(Math.max(0, evidenceAt - 3), evidenceAt)
        .map((token) => token.lower)
        .join(' ');
      if (UP_TO_WORDS.test(`${words} `)) return true;
    }
    if (before.at(-1) === 'than') {
      // "may not be taller than 12 metres" against "a maximum height of 12 metres"; "no shorter
      // than 40 cm" against "a minimum length of 40 cm".
      const words = `${evidence
        .slice(Math.max(0, evidenceAt - 4), evidenceAt)
        .map((token) => token.lower)
        .join(' ')} `;
      const comparative = before.at(-2) ?? '';
      if ((OVER_WORDS.has(comparative) || MORE_DIMENSIONS.has(comparative)) && MAXIMUM_OF.test(words))
        return true;
      if ((UNDER_WORDS.has(comparative) || LESS_DIMENSIONS.has(comparative)) && MINIMUM_OF.test(words))
        return true;
    }
  }
  return false;
}

/** "as much as", "as many … as": an equative comparison. */
function equative(tokens: readonly Token[]): boolean {
  return tokens.some((token, index) => {
    if (token.lower !== 'as') return false;
    const word = tokens[index + 1];
    if (word?.lower === 'much' || word?.lower === 'many')
      return tokens.slice(index + 2, index + 6).some((next) => next.lower === 'as');
    // "as long as advertised", "as fast as the old model" (not "as well as", "as soon as").
    return word?.isContent === true && !NOT_EQUATIVE.has(word.lower) && tokens[index + 2]?.lower === 'as';
  });
}

/** Words between two "as" that make no comparison of equals. */
const NOT_EQUATIVE: ReadonlySet<string> = new Set(['well', 'soon', 'far', 'such', 'follows']);

const LESS_WORDS: ReadonlySet<string> = new Set(['less', 'fewer', 'lower', 'under', 'below']);

/**
 * Whether the claim's negated word stands before the sentence's "except", "rather than" or
 * "instead of" and the claim's words after it in the phrase that follows: the sentence excludes
 * what the claim negates.
 */
function excepted(claim: readonly Token[], evidence: readonly Token[]): boolean {
  const at = evidence.findIndex(
    (token, index) =>
      token.lower === 'except' ||
      (token.lower === 'rather' && evidence[index + 1]?.lower === 'than') ||
      (token.lower === 'instead' && evidence[index + 1]?.lower === 'of'),
  );
  if (at < 0) return false;
  const cue = claim.findIndex((token) => token.isNegation);
  const scoped = scopeOf(claim, cue);
  if (!scoped) return false;
  // The negated word is the sentence's, before the exception ("laid … except when"); the rest
  // is the exception's phrase.
  if (!evidence.slice(0, at).some((token) => token.stem === scoped.stem)) return false;
  const rest = claim.slice(claim.indexOf(scoped, cue) + 1).filter((token) => token.isContent);
  const phrase = new Set(evidence.slice(at + 1, at + rest.length + 8).map((token) => token.stem));
  return rest.length > 0 && rest.every((token) => phrase.has(token.stem));
}

/** Particles of place that say each other's opposite before the same word ("on a lead", "off the lead"). */
const OPPOSITE_PARTICLES: ReadonlyMap<string, string> = new Map([
  ['on', 'off'],
  ['off', 'on'],
  ['inside', 'outside'],
  ['outside', 'inside'],
  ['indoors', 'outdoors'],
  ['outdoors', 'indoors'],
]);

/**
 * Whether the claim puts a particle before a content word where the sentence puts its opposite
 * before the same word, a determiner between either way: "off the lead" against "on a lead".
 */
function oppositeParticle(claim: readonly Token[], evidence: readonly Token[]): boolean {
  const before = (tokens: readonly Token[], index: number) => {
    const at = ARTICLES.has(tokens[index - 1]?.lower ?? '') ? index - 2 : index - 1;
    return tokens[at]?.lower;
  };
  return claim.some((token, index) => {
    const opposite = OPPOSITE_PARTICLES.get(before(claim, index) ?? '');
    return (
      token.isContent &&
      opposite !== undefined &&
      evidence.some((other, at) => other.stem === token.stem && before(evidence, at) === opposite)
    );
  });
}

/** A superlative: "most", "least", "the longest", "a record". */
function superlativeIn(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      token.lower === 'most' ||
      token.lower === 'least' ||
      token.lower === 'record' ||
      // "more than any other river"
      (token.lower === 'any' && tokens[index + 1]?.lower === 'other') ||
      (token.lower.length > 5 && token.lower.endsWith('est') && !token.isCapitalized),
  );
}

/**
 * Whether the sentence sets the claim's subject apart with "unlike" ("Unlike the 14 Pro, the 16
 * includes …" for "The 14 Pro has no …"): every content word of the claim before its negation is
 * in the phrase after "unlike", up to the next comma.
 */
function setApart(claim: readonly Token[], evidence: readonly Token[], source?: string): boolean {
  const at = evidence.findIndex((token) => token.lower === 'unlike');
  if (at < 0 || source === undefined) return false;
  const phrase = new Set<string>();
  for (let index = at + 1; index < evidence.length; index += 1) {
    const token = evidence[index]!;
    if (index > at + 1 && source.slice(evidence[index - 1]!.end, token.start).includes(',')) break;
    if (token.isContent) phrase.add(token.stem);
  }
  const cue = claim.findIndex((token) => token.isNegation);
  const subject = claim.slice(0, cue).filter((token) => token.isContent);
  return subject.length > 0 && subject.every((token) => phrase.has(token.stem));
}

/** Conjunctions that open a clause set against the one before. */
const CONTRASTS: ReadonlySet<string> = new Set(['but', 'whereas', 'while', 'although', 'though', 'however']);

/**
 * The sentence's word joined to "free" ("glare-free", "debt-free") that the claim states plainly,
 * without a "free" of its own, as written ("glare-free"); else null.
 */
function joinedFreeOf(evidence: readonly Token[], claim: readonly Token[], source?: string): string | null {
  if (source === undefined || claim.some((token) => token.lower === 'free')) return null;
  for (let index = 1; index < evidence.length; index += 1) {
    const [word, free] = [evidence[index - 1]!, evidence[index]!];
    if (!joinedFree(evidence, index, source) || !word.isContent) continue;
    if (claim.some((token) => token.stem === word.stem)) return source.slice(word.start, free.end);
  }
  return null;
}

/** Whether `tokens[index]` is "free" joined by a hyphen to the word before it ("debt-free"). */
function joinedFree(tokens: readonly Token[], index: number, source: string | undefined): boolean {
  const [word, free] = [tokens[index - 1], tokens[index]];
  return (
    free?.lower === 'free' &&
    word !== undefined &&
    source !== undefined &&
    source.slice(word.end, free.start) === '-'
  );
}

/** Words that exclude the rest: "only", "exclusively", "solely". */
const ONLY_WORDS: ReadonlySet<string> = new Set(['only', 'exclusively', 'solely']);

/** Function words that name the excluded rest beside "only" ("under 18" against "18 or over"). */
const CONTRAST_WORDS: ReadonlySet<string> = new Set(
  'under over below above before after outside inside except other non'.split(' '),
);

function negativeWordOnlyIn(
  side: readonly Token[],
  other: readonly Token[],
  source?: string,
): { kind: 'only' | 'negative'; word: string } | null {
  const sideStems = new Set(side.map((token) => token.stem));
  const namesAnother = other.some(
    (token) =>
      ((token.isContent && !token.isNumber) || CONTRAST_WORDS.has(token.lower)) && !sideStems.has(token.stem),
  );
  let found: { kind: 'only' | 'negative'; word: string } | null = null;
  side.forEach((token, index) => {
    if (found?.kind === 'negative' || other.some((candidate) => candidate.stem === token.stem)) return;
    if (ONLY_WORDS.has(token.lower)) {
      // Or the rest named in another clause ("The X12 supports … wireless charging; the Mini
      // supports only wired charging" for "The Mini doesn't support wireless charging").
      if (namesAnother || namesBeyond(other, clauseAround(side, index, source)))
        found = { kind: 'only', word: token.lower };
      return;
    }
    // "debt-free", "tax-free": "no debt", "no tax".
    const joined = joinedFree(side, index, source);
    // "Free from dairy, soya and nuts": "no soya" (not "free of charge", which is a price).
    const freeFrom =
      token.lower === 'free' &&
      (side[index + 1]?.lower === 'from' || side[index + 1]?.lower === 'of') &&
      side[index + 2]?.lower !== 'charge';
    if (joined || freeFrom || (token.lower !== 'free' && NEGATION_PARAPHRASES.has(token.lower)))
      found = { kind: 'negative', word: token.lower };
  });
  return found;
}

/**
 * The word of `side` that denies what the negation of `negated` governs, by the table of
 * `negating-predicates.ts`: the predicate the negated side has where the other has the word (or,
 * where the other side has that predicate too, the first word the negation governs). Null when
 * `negated` has the word itself ("did not keep its rate" against "kept its rate" is a flip).
 */
function negatingPredicate(
  side: readonly Token[],
  negated: readonly Token[],
  predicate: readonly string[],
): string | null {
  const negatedStems = new Set(negated.map((token) => token.stem));
  // "No tickets remain" against "Tickets … are sold out": the first word the negation governs
  // that the other side lacks — the subject both name is not what is denied.
  const sideStems = new Set(side.map((token) => token.stem));
  const governed = negatedScope(negated);
  const denied = governed.find((stem) => !sideStems.has(stem)) ?? governed[0];
  const scope = predicate.length > 0 ? predicate : denied === undefined ? [] : [denied];
  const timeOnly = negated.some((token, index) => token.isNegation && negated[index + 1]?.lower === 'yet');
  for (let index = 0; index < side.length; index += 1) {
    const token = side[index]!;
    if (negatedStems.has(token.stem)) continue;
    if (scope.length === 0) break;
    for (const entry of NEGATING_PREDICATES) {
      if (!entry.words.has(token.lower) || (entry.yet && !timeOnly)) continue;
      const { beside, followedBy } = entry;
      if (beside && !beside.has(side[index - 1]?.lower ?? '') && !beside.has(side[index + 1]?.lower ?? ''))
        continue;
      if (followedBy && !followedBy.every((word, offset) => side[index + 1 + offset]?.lower === word))
        continue;
      const predicates = entry.predicates?.map((word) => stemWord(word));
      // The first word the negation governs; the rest is its object ("not available at the moment").
      if (predicates && !predicates.includes(scope[0]!)) continue;
      return token.lower;
    }
  }
  return null;
}

/** Words after which a word with a negating prefix is what the clause states ("is unsuitable", "remained unbeaten"). */
const STATING_WORDS: ReadonlySet<string> = new Set(
  'is are was were be been being remain remains remained stay stays stayed left seem seems seemed become becomes became'.split(
    ' ',
  ),
);

/** Words that begin as a negating prefix does but negate nothing they are read with. */
const NOT_PREFIXED: ReadonlySet<string> = new Set(['unless', 'until', 'unlike', 'unlikely', 'under']);

/**
 * A word of `side` with a negating prefix ("unsuitable", "inactive", "non-flammable") whose
 * opposite, or (after "un" and "non") whose word without the prefix, is a word of the lexicon,
 * that `negated` lacks, after a verb that states it and within two words of a word `negated` has:
 * it says the negation there.
 */
function prefixedNegative(
  side: readonly Token[],
  negated: readonly Token[],
  antonyms: ReadonlyMap<string, ReadonlySet<string>> | undefined,
  knownWord: ((stem: string) => boolean) | undefined,
): string | null {
  const negatedStems = new Set(negated.map((token) => token.stem));
  for (let index = 0; index < side.length; index += 1) {
    const token = side[index]!;
    if (!token.isContent || negatedStems.has(token.stem) || NOT_PREFIXED.has(token.lower)) continue;
    if (!STATING_WORDS.has(side[index - 1]?.lower ?? '')) continue;
    const prefix = NEGATING_PREFIXES.find((candidate) => token.lower.startsWith(candidate));
    if (!prefix) continue;
    const rest = token.lower.slice(prefix.length).replace(/^-/, '');
    if (rest.length < 4) continue;
    const restStem = stemWord(rest);
    const opposite = antonyms?.get(token.stem)?.has(restStem) === true;
    const word = (prefix === 'un' || prefix === 'non') && knownWord?.(restStem) === true;
    if (!opposite && !word) continue;
    const beside = side
      .slice(Math.max(0, index - 2), index + 3)
      .some((other) => other !== token && other.isContent && negatedStems.has(other.stem));
    if (beside) return token.lower;
  }
  return null;
}

/**
 * Whether `clause` is about the claim's subject (it has the last word of the claim's first name:
 * "Mini" of "Zen X12 Mini") and the claim has a content word (not a number) the clause lacks.
 */
function namesBeyond(other: readonly Token[], clause: readonly Token[]): boolean {
  if (clause.length === 0) return false;
  const stems = new Set(clause.map((token) => token.stem));
  const head = nameHead(other);
  if (!head || !stems.has(head.stem)) return false;
  return other.some((token) => token.isContent && !token.isNumber && !stems.has(token.stem));
}

/** The last token of the first run of capitalised words after the first token ("Mini" of "The Zen X12 Mini …"). */
function nameHead(tokens: readonly Token[]): Token | null {
  let head: Token | null = null;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    // "X12" is read as "X" and "12".
    const inName = index > 0 && (token.isCapitalized || (head !== null && token.isNumber));
    if (inName) head = token;
    else if (head) break;
  }
  return head;
}

/**
 * The clause of `tokens` around `index`, between semicolons or a comma before "while", "whereas"
 * or "but"; empty when the tokens are one clause.
 */
function clauseAround(tokens: readonly Token[], index: number, source?: string): readonly Token[] {
  if (source === undefined) return [];
  const breaksBefore = (at: number) => {
    const gap = source.slice(tokens[at - 1]!.end, tokens[at]!.start);
    return gap.includes(';') || (gap.includes(',') && CLAUSE_OPENERS.has(tokens[at]!.lower));
  };
  let start = index;
  while (start > 0 && !breaksBefore(start)) start -= 1;
  let end = index + 1;
  while (end < tokens.length && !breaksBefore(end)) end += 1;
  return start === 0 && end === tokens.length ? [] : tokens.slice(start, end);
}

// And a clause that adds what happened before or around it (", having converted from wheat").
const CLAUSE_OPENERS: ReadonlySet<string> = new Set([
  'while',
  'whereas',
  'but',
  'having',
  'although',
  'though',
]);

/**
 * The negated side's content words right after its negation that the other side does not have,
 * up to the next word it does (at most four): the predicate the other side's negative word
 * replaces ("take place" in "did not take place in 2020" against "the 2020 edition was cancelled").
 */
function negatedPredicate(claim: readonly Token[], evidence: readonly Token[]): string[] {
  const evidenceStems = new Set(evidence.map((token) => token.stem));
  return wordsAfterNegation(claim, (token) => evidenceStems.has(token.stem));
}

/** The content words a negation governs, up to a number or a name: "does not pay a fare". */
function negatedScope(tokens: readonly Token[]): string[] {
  // "costs nothing", "pays nothing", "pays no fare": the verb before "nothing" or "no" is what is
  // denied, and the scope ends at the phrase's preposition ("no fare on city buses").
  const nothing = tokens.findIndex((token) => token.lower === 'nothing' || token.lower === 'no');
  const verb = nothing > 0 && tokens[nothing - 1]!.isContent ? [tokens[nothing - 1]!.stem] : [];
  return [...verb, ...wordsAfterNegation(tokens, () => false, SCOPE_ENDS)];
}

/** Verbs of having that "X-free" denies with its word ("contains no gluten", "needs no visa"). */
const HAVING_STEMS: ReadonlySet<string> = new Set(
  'have has contain include need require suffer carry produce emit cause experience involve use'
    .split(' ')
    .map((word) => stemWord(word)),
);

/** Words that end the phrase a negation governs ("no fare on city buses"). */
const SCOPE_ENDS: ReadonlySet<string> = new Set([
  'on',
  'in',
  'at',
  'for',
  'from',
  'during',
  'when',
  'while',
  'if',
]);

/** The content words within four tokens after each negation, up to a number, a name or a `stop` word. */
function wordsAfterNegation(
  tokens: readonly Token[],
  stop: (token: Token) => boolean,
  ends: ReadonlySet<string> = new Set(),
): string[] {
  const stems: string[] = [];
  tokens.forEach((token, index) => {
    if (!token.isNegation) return;
    for (let at = index + 1; at < Math.min(tokens.length, index + 5); at += 1) {
      const next = tokens[at]!;
      if (ends.has(next.lower)) break;
      if (!next.isContent) continue;
      if (stop(next) || next.isNumber || next.isCapitalized) break;
      stems.push(next.stem);
    }
  });
  return stems;
}

/**
 * Predicates whose negation the sentence's negative word says ("not take place" = "cancelled",
 * "not allowed" = "banned", "not hear" = "declined to hear", "not open" = "closed", "not
 * available" = "discontinued"), as stems.
 */
const EVENT_PREDICATE_STEMS: ReadonlySet<string> = new Set(
  (
    'take place happen occur hold held go ahead proceed run operate open allow permit use accept ' +
    'agree hear consider support available offer continue get obtain receive access buy book join ' +
    'enter apply cover include incur pay owe charge launch start begin sign subject liable contain ' +
    'reopen finish complete'
  )
    .split(' ')
    .map((word) => stemWord(word)),
);

/** Words that make a negation about time ("no longer", "not anymore", "not yet"). */
const TIME_PARTICLES: ReadonlySet<string> = new Set(['longer', 'anymore', 'yet']);

/**
 * The content word a negation at `index` governs: the first within the next three tokens (four in
 * a language module's text: "ne peuvent pas être retournés"); a German clause-final "nicht" governs
 * the word before it ("Wir erstatten die Kosten nicht").
 */
function scopeOf(tokens: readonly Token[], index: number, language?: LanguageModule): Token | null {
  const reach = language ? 5 : 4;
  // "no longer a member", "not any more": the time word is part of the negation, not its object.
  const skip = !language && TIME_PARTICLES.has(tokens[index + 1]?.lower ?? '') ? 1 : 0;
  for (let at = index + 1 + skip; at < Math.min(tokens.length, index + reach + skip); at += 1) {
    const scoped = tokens[at]!;
    // "nothing, not even light, can escape": the word after "even" names what is denied.
    if (!language && scoped.lower === 'even' && notEvenAfterNegation(tokens, at - 1)) continue;
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

/** "not even" at `index` set after a negation it names an instance of: "nothing, not even light". */
function notEvenAfterNegation(tokens: readonly Token[], index: number): boolean {
  return (
    tokens[index]?.lower === 'not' &&
    tokens[index + 1]?.lower === 'even' &&
    tokens.slice(Math.max(0, index - 2), index).some((earlier) => earlier.isNegation)
  );
}

/**
 * The negation tokens of a token list, idioms that negate nothing ("not only") left out (a language
 * module's tokenizer has already un-negated its own idioms).
 */
function negations(tokens: readonly Token[], language?: LanguageModule, other?: readonly Token[]): Token[] {
  let negated = false;
  return tokens.filter((token, index) => {
    if (
      !token.isNegation &&
      (language !== undefined || !(zeroOf(tokens, index) || negatingPhrase(tokens, index)))
    )
      return false;
    // "neither … nor", "not … nor": "nor" carries the one negation on, it adds no second; so
    // does a negation said again for another item of a list, where the other side names only the
    // later item ("has no headphone jack and no microSD card slot"): each item is denied once.
    // So does "not even" set after a negation it names an instance of: "nothing, not even light,
    // can escape" denies once.
    const continues =
      negated &&
      (token.lower === 'nor' ||
        notEvenAfterNegation(tokens, index) ||
        (other !== undefined && language === undefined && repeatsNegation(tokens, index, other)));
    negated = true;
    if (continues) return false;
    const next = tokens[index + 1];
    if (language !== undefined) return true;
    return !(next && NOT_NEGATING.has(`${token.lower} ${next.lower}`)) && !saysOnly(tokens, index);
  });
}

/** Words before a noun phrase: "failed" after them (or first) describes the noun. */
const NOUN_OPENERS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'any',
  'all',
  'each',
  'every',
  'some',
  'two',
  'three',
]);

/**
 * The tokens with "failed" before the noun it describes read as no negation: "Failed deployments
 * are rolled back", "a failed payment" name a kind of thing, as "broken" would, and deny nothing
 * of the clause ("failed to pay", "the payment failed" do). The same list when there is none.
 */
function describingFailed(tokens: readonly Token[]): readonly Token[] {
  if (!tokens.some((_, index) => attributiveFailed(tokens, index))) return tokens;
  return tokens.map((token, index) =>
    attributiveFailed(tokens, index) ? { ...token, isNegation: false } : token,
  );
}

function attributiveFailed(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]!.lower !== 'failed') return false;
  const next = tokens[index + 1];
  const previous = tokens[index - 1];
  return (
    next?.isContent === true &&
    !next.isNegation &&
    (previous === undefined || NOUN_OPENERS.has(previous.lower))
  );
}

/** Words after which a negation repeats the one before it for another item of a list. */
const LIST_JOINERS: ReadonlySet<string> = new Set(['and', 'or']);

/**
 * Whether the negation at `index` is an earlier negation's word said again for another item that
 * `other` does not name: after "and" or "or" ("has no headphone jack and no microSD card slot"
 * against "does not have a microSD card slot"), or within three tokens of it, where only a comma
 * (which the tokens do not keep) can stand between ("no jack, no slot"). Where `other` names the
 * earlier item too, it lists the items with negations of its own to be counted against these
 * ("an origination fee and no penalty" against "no origination fee and no penalty").
 */
function repeatsNegation(tokens: readonly Token[], index: number, other: readonly Token[]): boolean {
  const word = tokens[index]!.lower;
  const joined = LIST_JOINERS.has(tokens[index - 1]?.lower ?? '');
  const from = joined ? 0 : Math.max(0, index - 3);
  const to = joined ? index - 1 : index;
  let earlier = -1;
  for (let at = to - 1; at >= from && earlier < 0; at -= 1)
    if (tokens[at]!.isNegation && tokens[at]!.lower === word) earlier = at;
  if (earlier < 0) return false;
  const item = tokens.slice(earlier + 1, index).filter((token) => token.isContent);
  // "not not" is two negations.
  if (item.length === 0) return false;
  // The other side denies its items once with "neither … nor" ("has neither a minimum term nor
  // exit fees" against "has no minimum term and no exit fees"): one denial each side.
  if (joined && other.some((token) => token.lower === 'nor')) return true;
  // The earlier item is not the other side's.
  const otherStems = new Set(other.filter((token) => token.isContent).map((token) => token.stem));
  return !item.some((token) => otherStems.has(token.stem));
}

/** Verbs of refusal that, before "to", deny the verb after it as "failed to" does. */
const REFUSAL_WORDS: ReadonlySet<string> = new Set(
  'refuse refuses refused refusing decline declines declined declining'.split(' '),
);

/**
 * A negation said by a phrase, with the verb it denies two tokens on ("too wide to fit", "refused
 * to award"): "too" with "to" after its adjective says "could not"; "refused to" says "did not".
 */
function negatingPhrase(tokens: readonly Token[], index: number): boolean {
  const [token, next, after] = [tokens[index]!, tokens[index + 1], tokens[index + 2]];
  if (REFUSAL_WORDS.has(token.lower)) return next?.lower === 'to' && after?.isContent === true;
  return token.lower === 'too' && next?.isContent === true && after?.lower === 'to';
}

/** "recorded zero cases", "zero deaths": "zero" before a noun says "no". */
function zeroOf(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  // "zero tolerance", "nil revenue".
  return (
    (tokens[index]!.lower === 'zero' || tokens[index]!.lower === 'nil') &&
    next !== undefined &&
    next.isContent &&
    !next.isNumber
  );
}

/** "any" words that, after a negation and before "other than", "but" or "except", say "only". */
const ANY_WORDS = new Set(['anyone', 'anybody', 'anything', 'any', 'anywhere']);

/**
 * The negation of `side` that makes its "until" a start ("not valid until 31 March") where `other`
 * has "until" the same time with no negation before it ("valid until 31 March"), or null.
 */
function untilDenied(side: readonly Token[], other: readonly Token[]): string | null {
  const cue = side.find((token, index) => token.isNegation && saysOnly(side, index));
  if (!cue) return null;
  const at = side.findIndex((token, index) => index > side.indexOf(cue) && UNTIL_WORDS.has(token.lower));
  const time = side[at + 1]?.lower;
  if (at < 0 || time === undefined || time === 'after') return null;
  const plainUntil = other.some(
    (token, index) =>
      UNTIL_WORDS.has(token.lower) &&
      other[index + 1]?.lower === time &&
      // Nor a negative word: "avoid driving … until you can" says the claim's "not … until".
      !other
        .slice(Math.max(0, index - 8), index)
        .some((before) => before.isNegation || NEGATION_PARAPHRASES.has(before.lower)),
  );
  return plainUntil ? cue.text : null;
}

/** Subjects that open a clause after "until": "until they have completed", "until it is repaired". */
const UNTIL_CLAUSE_OPENERS: ReadonlySet<string> = new Set(['they', 'you', 'he', 'she', 'it', 'we']);

/** "until" and "till": after a negation and before "after", they say "only". */
const UNTIL_WORDS = new Set(['until', 'till']);

/** Times of day by their name, which "until" may open as it opens a clock time. */
const NAMED_TIMES: ReadonlySet<string> = new Set(['noon', 'midday', 'midnight']);

/**
 * A negation that says "only":
 * - of all but one: "never administered by anyone other than a nurse", "may not be sold to anybody
 *   except members" (so "always administered by a nurse" agrees);
 * - of all times before one: "will not be released until after the half-term" says "only after"
 *   (so "will not get them before the half-term" agrees, and "released before it" does not).
 */
export function saysOnly(tokens: readonly Token[], index: number): boolean {
  for (let at = index + 1; at < Math.min(tokens.length, index + 8); at += 1) {
    const word = tokens[at]!.lower;
    if (UNTIL_WORDS.has(word)) {
      const next = tokens[at + 1];
      // "not … until 2019", "not … until 14 November": only from that time on.
      // "cannot join … until they have completed 12 months": only once they have.
      return (
        next?.lower === 'after' ||
        next?.isNumber === true ||
        // "not … until nine in the morning", "until noon": a time in words.
        WORD_NUMBERS.has(next?.lower ?? '') ||
        NAMED_TIMES.has(next?.lower ?? '') ||
        monthNumber(next?.stem ?? '') !== null ||
        // Not "and not until you can": a second negation of the verb said before it.
        (UNTIL_CLAUSE_OPENERS.has(next?.lower ?? '') && at > index + 1)
      );
    }
    if (!ANY_WORDS.has(word)) continue;
    // "any person other than": the noun after "any" first.
    const cueAt = word === 'any' && tokens[at + 1]?.isContent ? at + 2 : at + 1;
    const cue = tokens[cueAt]?.lower;
    return (cue === 'other' && tokens[cueAt + 1]?.lower === 'than') || cue === 'except' || cue === 'but';
  }
  return false;
}

/**
 * The part of the evidence sentence the claim aligns with: the shortest run of evidence tokens
 * that holds every content word the claim shares with it (as often as the claim has it, as far as
 * the evidence does), widened by the claim's own words before its first shared word (at least
 * three) and after its last ("… below them, but not above"), so a negation in another clause of a
 * long sentence is not read as the claim's. The shortest run, not the first shared word to the
 * last: a claim part cut from a compound sentence ("they can change how your body reads a DNA
 * sequence") shares words with the clause before it ("do not change your DNA sequence, but they
 * can change how …"), whose "not" is not the part's.
 */
/**
 * How many content words the clause of `evidence` that the claim aligns with holds: the ground a
 * negation is read on ("The team also deployed four Argo floats" of a sentence that goes on for
 * twenty words after its comma).
 */
export function alignedClauseLength(claim: readonly Token[], evidence: readonly Token[]): number {
  return alignedClause(claim, evidence).filter((token) => token.isContent).length;
}

const CONDITIONS = new Set(['if', 'when', 'where', 'provided']);

/**
 * A concession in the claim ("even if", "even when") where the sentence makes the same words a
 * condition with "only" ("only if", "can only be sent when"): the claim waives what the sentence
 * requires.
 */
function waivesCondition(claim: readonly Token[], evidence: readonly Token[]): boolean {
  const conceded = claim.some(
    (token, index) => token.lower === 'even' && CONDITIONS.has(claim[index + 1]?.lower ?? ''),
  );
  if (!conceded) return false;
  return evidence.some(
    (token, index) =>
      ONLY_WORDS.has(token.lower) &&
      evidence.slice(index + 1, index + 5).some((next) => CONDITIONS.has(next.lower)),
  );
}

const BEFORE_WORDS = new Set(['before', 'earlier', 'previous', 'previously', 'prior', 'until']);
const AFTER_WORDS = new Set(['after', 'later', 'since', 'subsequent', 'subsequently']);

/**
 * A negated claim that says what "the first" or "the last" in the sentence implies: "none before
 * it had topped the charts" for "the first album to top the charts", "no one after her held the
 * title" for "the last to hold the title". Only the negated side's time word and the other side's
 * ordinal; the rest must align as any negation does.
 */
function firstMeansNoneBefore(
  claim: readonly Token[],
  claimNegations: number,
  evidence: readonly Token[],
  evidenceNegations: number,
): boolean {
  const [negated, other] = claimNegations % 2 === 1 ? [claim, evidence] : [evidence, claim];
  if (claimNegations % 2 === evidenceNegations % 2) return false;
  const has = (tokens: readonly Token[], words: ReadonlySet<string>) =>
    tokens.some((token) => words.has(token.lower));
  const ordinal = (word: string) => other.some((token) => token.lower === word);
  return (ordinal('first') && has(negated, BEFORE_WORDS)) || (ordinal('last') && has(negated, AFTER_WORDS));
}

function alignedClause(
  claim: readonly Token[],
  evidence: readonly Token[],
  source?: string,
): readonly Token[] {
  const claimCounts = stemCounts(claim);
  // Per claim stem the sentence has: as often as both sides have it. Only the claim's stems are
  // counted in the sentence, the one Map turned into the needed counts in place.
  const needed = new Map<string, number>();
  for (const token of evidence)
    if (token.isContent && claimCounts.has(token.stem))
      needed.set(token.stem, (needed.get(token.stem) ?? 0) + 1);
  if (needed.size === 0) return evidence;
  for (const [stem, available] of needed) needed.set(stem, Math.min(claimCounts.get(stem)!, available));
  // A sliding window: grow on the right, shrink on the left while it still holds every needed
  // stem as often as needed; keep the shortest.
  const held = new Map<string, number>();
  let satisfied = 0;
  let bestLeft = 0;
  let bestRight = evidence.length - 1;
  let left = 0;
  for (let right = 0; right < evidence.length; right += 1) {
    const added = evidence[right]!;
    const want = added.isContent ? needed.get(added.stem) : undefined;
    if (want !== undefined) {
      const count = (held.get(added.stem) ?? 0) + 1;
      held.set(added.stem, count);
      if (count === want) satisfied += 1;
    }
    while (satisfied === needed.size) {
      if (right - left < bestRight - bestLeft) {
        bestLeft = left;
        bestRight = right;
      }
      const dropped = evidence[left]!;
      left += 1;
      const wanted = dropped.isContent ? needed.get(dropped.stem) : undefined;
      if (wanted === undefined) continue;
      const count = held.get(dropped.stem)! - 1;
      held.set(dropped.stem, count);
      if (count === wanted - 1) satisfied -= 1;
    }
  }
  // The claim's first and last words the sentence shares (there is one: `needed` is not empty).
  let firstShared = -1;
  let lastShared = -1;
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    if (!token.isContent || !needed.has(token.stem)) continue;
    if (firstShared < 0) firstShared = index;
    lastShared = index;
  }
  const before = Math.max(3, firstShared);
  const after = claim.length - 1 - lastShared;
  let start = Math.max(0, bestLeft - before);
  // A negation a word or two before, which a longer opening of the sentence left out ("None of
  // the other four candidates" for "Each of the four candidates").
  const negation = [start - 1, start - 2].find((at) => at >= 0 && evidence[at]!.isNegation);
  if (negation !== undefined) start = negation;
  const end =
    after <= 1 && source !== undefined
      ? trailingNegation(evidence, bestRight + after, source)
      : bestRight + after;
  return evidence.slice(start, end + 1);
}

/** Words between a clause's last shared word and the negation of its verb ("yeast is never added"). */
const VERB_OPENERS = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'has',
  'have',
  'had',
  'will',
  'would',
]);

/**
 * The clause's end, moved on to a negation a verb word or two after it: the claim's last shared
 * word may be the subject of a clause that denies it ("made without commercial yeast" against
 * "… and commercial yeast is never added"), whose negation a cut after that word leaves out.
 */
function trailingNegation(evidence: readonly Token[], end: number, source: string): number {
  // Not past a comma: "a chain that will sell coffee and cosmetics, will have nothing to do with
  // …" denies the main clause, not the relative one the claim copies.
  const last = evidence[end];
  for (let at = end + 1; at < Math.min(evidence.length, end + 4); at += 1) {
    const token = evidence[at]!;
    if (last && /[,;:]/.test(source.slice(last.end, token.start))) break;
    // After a verb word only: "people, no matter their origin" is no denial of the clause.
    if (token.isNegation) return at > end + 1 && token.lower !== 'without' ? at : end;
    if (!VERB_OPENERS.has(token.lower)) break;
  }
  return end;
}

/** How often each content stem occurs. */
function stemCounts(tokens: readonly Token[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) if (token.isContent) counts.set(token.stem, (counts.get(token.stem) ?? 0) + 1);
  return counts;
}

/**
 * The parity (0 or 1) of the negations among the five tokens before `tokens[index]`; "rarely",
 * "hardly" count as one ("refunds are rarely granted" = "refunds are not often granted").
 */
function parityBefore(tokens: readonly Token[], index: number): number {
  let count = 0;
  for (let at = Math.max(0, index - 5); at < index; at += 1) {
    const token = tokens[at]!;
    if (governsEarlierClause(tokens, at, index)) continue;
    if (
      (token.isNegation && !saysOnly(tokens, at)) ||
      zeroOf(tokens, at) ||
      negatingPhrase(tokens, at) ||
      NEGATIVE_ADVERBS.has(token.lower)
    )
      count += 1;
  }
  return count % 2;
}

/** Modal verbs that open a clause's verb: a negation before the words before one governs those. */
const MODALS = new Set([
  'will',
  'would',
  'can',
  'could',
  'may',
  'might',
  'must',
  'shall',
  'should',
  'cannot',
]);

/**
 * Whether the negation at `at` governs words of its own before a modal that opens the verb of
 * `index`: "without a booking will be admitted", "who are not UK residents can apply" — the
 * negation is the subject's, not the verb's.
 */
function governsEarlierClause(tokens: readonly Token[], at: number, index: number): boolean {
  if (!tokens[at]!.isNegation) return false;
  let content = false;
  for (let between = at + 1; between < index; between += 1) {
    const token = tokens[between]!;
    if (MODALS.has(token.lower)) return content;
    if (token.isContent && !token.isNegation) content = true;
  }
  return false;
}

/**
 * Whether `stem` occurs in `tokens`, each time under `parity` negations among the five tokens
 * before it (0: stated plainly; 1: "there is no fee" against "there is not no fee").
 */
function statedWithParity(tokens: readonly Token[], stem: string, parity: number, source?: string): boolean {
  let found = false;
  for (let index = 0; index < tokens.length; index += 1) {
    if (tokens[index]!.stem !== stem) continue;
    // "debt-free" says "no debt": the suffix negates the word it is joined to.
    const parityHere = joinedFree(tokens, index + 1, source)
      ? 1 - parityBefore(tokens, index)
      : parityBefore(tokens, index);
    if (parityHere !== parity) return false;
    found = true;
  }
  return found;
}

/**
 * A negation on `negatedSide` whose governed word `other` lacks (a paraphrase), where `other` has
 * the content words on either side of the negated phrase close together, in order, with no
 * negation, negative word ("refused", "rarely"), opposite or prefixed form of the governed word
 * between them: the negation word, else null.
 */
function negatedSlotStatedPlainly(
  negatedSide: readonly Token[],
  other: readonly Token[],
  antonyms: ReadonlyMap<string, ReadonlySet<string>>,
): string | null {
  const otherStems = new Set(other.filter((token) => token.isContent).map((token) => token.stem));
  for (let index = 0; index < negatedSide.length; index += 1) {
    const cue = negatedSide[index]!;
    if (!cue.isNegation || cue.lower === 'without') continue;
    const next = negatedSide[index + 1];
    if (next && NOT_NEGATING.has(`${cue.lower} ${next.lower}`)) continue;
    const scoped = scopeOf(negatedSide, index);
    if (!scoped || otherStems.has(scoped.stem)) continue;
    // "not forbidden", "not unusual": a negated negative is a double negation, not a flip.
    if (NEGATIVE_WORDS.has(scoped.lower) || hasNegatingPrefix(scoped.lower)) continue;
    const scopedAt = negatedSide.indexOf(scoped, index);
    const left = nearestContent(negatedSide, index, -1);
    const right = nearestContent(negatedSide, scopedAt, 1);
    if (!left || !right) continue;
    const span = negatedSide.indexOf(right, scopedAt) - negatedSide.lastIndexOf(left, index);
    for (let from = 0; from < other.length; from += 1) {
      if (other[from]!.stem !== left.stem) continue;
      for (let to = from + 2; to < Math.min(other.length, from + span + 3); to += 1) {
        if (other[to]!.stem !== right.stem) continue;
        const between = other.slice(Math.max(0, from - 2), to);
        const plain = between.every(
          (token) =>
            !token.isNegation &&
            !NEGATIVE_WORDS.has(token.lower) &&
            !antonyms.get(scoped.stem)?.has(token.stem) &&
            !NEGATING_PREFIXES.some((prefix) => token.lower.startsWith(prefix + scoped.lower.slice(0, 4))),
        );
        if (plain) return cue.text;
        break;
      }
    }
  }
  return null;
}

/** Whether `word` may be a negating prefix on a word ("unusual", "dishonest", "impossible"). */
function hasNegatingPrefix(word: string): boolean {
  return NEGATING_PREFIXES.some((prefix) => word.startsWith(prefix) && word.length - prefix.length >= 4);
}

/** The nearest content word (not a number, not a negation) within three tokens of `index` in `direction`. */
function nearestContent(tokens: readonly Token[], index: number, direction: 1 | -1): Token | null {
  for (let step = 1; step <= 3; step += 1) {
    const token = tokens[index + direction * step];
    if (!token) return null;
    if (token.isNegation) return null;
    if (token.isContent && !token.isNumber) return token;
  }
  return null;
}

/** Idioms with a negation word that negate nothing. */
const NOT_NEGATING = new Set([
  'not only',
  'no matter',
  'not just',
  'no doubt',
  'not least',
  'nothing but',
  // "Nobody other than a registered engineer may install it" says "only a registered engineer".
  'nobody other',
  'nobody but',
  'nobody except',
]);

/**
 * The content words in the scope of a negation (the next three tokens, stopping at a comma-free
 * clause break is not attempted), mapped to the negation word that governs them and the parity
 * of the negations from it to the word.
 */
function negatedStems(
  tokens: readonly Token[],
  language?: LanguageModule,
  source?: string,
): Map<string, { word: string; parity: number }> {
  const scopes = new Map<string, { word: string; parity: number }>();
  tokens.forEach((token, index) => {
    const zero = !language && (zeroOf(tokens, index) || negatingPhrase(tokens, index));
    if (!token.isNegation && !zero) return;
    const next = tokens[index + 1];
    if (!language && next && NOT_NEGATING.has(`${token.lower} ${next.lower}`)) return;
    // "too wide to fit": the verb after "to" is what is denied.
    const phrase = !language && negatingPhrase(tokens, index);
    const scoped = phrase
      ? tokens[index + (REFUSAL_WORDS.has(token.lower) ? 2 : 3)]
      : scopeOf(tokens, index, language);
    if (!scoped) return;
    // The negations from this one to the governed word: "not no fee" negates "fee" twice.
    let count = zero ? 1 : 0;
    const scopedAt = tokens.indexOf(scoped, index);
    for (let at = index; at < scopedAt; at += 1) if (tokens[at]!.isNegation) count += 1;
    // "not frost-free" has frost: the suffix negates the governed word once more (as
    // `statedWithParity` reads it on the other side).
    if (joinedFree(tokens, scopedAt + 1, source)) count += 1;
    scopes.set(scoped.stem, { word: token.text, parity: count === 0 ? 1 : count % 2 });
  });
  return scopes;
}
