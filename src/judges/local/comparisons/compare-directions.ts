/**
 * Comparatives and directions: "more than", "higher", "increased" in the claim against "less",
 * "lower", "fell" in the evidence. The claim points one way, the evidence only the other.
 */
import { directionsOf } from '../../../text/languages/language-direction.js';
import type { LanguageModule } from '../../../text/languages/language-module.js';
import { WORD_NUMBERS } from '../../../text/number-words.js';
import { stemWord } from '../../../text/stem-word.js';
import type { Token } from '../../../text/tokenize.js';
import { type Equative, readEquative } from './equative.js';
import { multipleDirection } from './multiple-direction.js';
import { passiveConverse } from './passive-converse.js';

const UP = new Set(
  'more higher highest larger largest greater greatest bigger biggest increase increased increases rise rose risen rising raise raises raised raising grew grow grows growth exceed exceeds exceeded exceeding surpassing outperforming outperformed outperform outperforms dearer pricier costlier above over gain gained up longer faster quicker heavier wider taller overtook overtaken overtakes outsold outsells outnumbered outpaced outscored hotter warmer spicier louder noisier thicker stronger deeper brighter steeper'.split(
    ' ',
  ),
);
const DOWN = new Set(
  'less fewer fewest lower lowest smaller smallest lesser cheaper underperformed underperform underperforms decrease decreased decreases decline declined declines fell fall falls fallen drop dropped drops shrank shrink reduced reduce reduces reducing lowered below under loss lost down shorter slower lighter narrower undercut undercuts undercutting milder colder cooler quieter thinner weaker shallower dimmer cheapest'.split(
    ' ',
  ),
);

export interface DirectionComparison {
  mismatch: boolean;
  claimWord: string | null;
  evidenceWord: string | null;
}

/**
 * The first word of each direction in `tokens`, but for the prepositions `shared` ("Under the
 * new rules" on both sides is no direction of either).
 */
function direction(
  tokens: readonly Token[],
  shared: ReadonlySet<string> = new Set(),
): { up: Token | undefined; down: Token | undefined } {
  // "no longer" is time, not length; "up to 220 guests" a bound, not a direction.
  const counts = (token: Token, index: number) =>
    !shared.has(token.lower) &&
    !(token.lower === 'longer' && ['no', 'any'].includes(tokens[index - 1]?.lower ?? '')) &&
    !(token.lower === 'up' && tokens[index + 1]?.lower === 'to') &&
    // "140 over 90 mmHg": a blood pressure read out, no bound.
    !(token.lower === 'over' && tokens[index - 1]?.isNumber && tokens[index + 1]?.isNumber) &&
    !particleOf(tokens, index);
  const up = tokens.find((token, index) => UP.has(token.lower) && counts(token, index));
  const down = tokens.find((token, index) => DOWN.has(token.lower) && counts(token, index));
  // "twice as long as" says "longer", "half as heavy as" says "lighter".
  const multiple = up || down ? null : multipleDirection(tokens);
  if (multiple) return multiple.up ? { up: multiple.token, down } : { up, down: multiple.token };
  return { up, down };
}

/**
 * Verbs whose "up" or "down" is a particle of the verb, no direction: "Sugar makes up 6% of the
 * weight", "set up in 1989", "shut down in May" (by stem).
 */
const PARTICLE_VERBS: Readonly<Record<string, ReadonlySet<string>>> = {
  up: new Set(
    'make made set sign pick take end add back fill show open give look hold sum line wake break'
      .split(' ')
      .map((word) => stemWord(word)),
  ),
  down: new Set(
    'shut break broke close turn write sit play calm track hand'.split(' ').map((word) => stemWord(word)),
  ),
};

/** Whether the "up" or "down" at `index` is the particle of the verb before it. */
function particleOf(tokens: readonly Token[], index: number): boolean {
  const verbs = PARTICLE_VERBS[tokens[index]!.lower];
  const before = tokens[index - 1];
  return verbs !== undefined && before !== undefined && verbs.has(before.stem);
}

/** Whether a token is a number in digits or a word ("4", "four"). */
function startsNumber(token: Token | undefined): boolean {
  return token !== undefined && (token.isNumber || WORD_NUMBERS.has(token.lower));
}

/** Words of a lower bound before "than" and a number ("more than 4 hours", "over 4 hours"). */
const LOWER_BOUND = new Set(['more', 'over', 'longer', 'later']);

/**
 * "more than 4 hours" (or "over 4 hours") on one side and "within 4 hours" on the other, the same
 * number after both: null otherwise.
 */
function withinAgainstMore(
  claim: readonly Token[],
  evidence: readonly Token[],
): { claimWord: string; evidenceWord: string } | null {
  const numberAfter = (tokens: readonly Token[], index: number) => {
    const at = tokens[index + 1]?.lower === 'than' ? index + 2 : index + 1;
    return startsNumber(tokens[at]) ? tokens[at]!.lower : null;
  };
  const bound = (tokens: readonly Token[], words: (token: Token) => boolean) =>
    tokens.flatMap((token, index) => {
      const number = words(token) ? numberAfter(tokens, index) : null;
      return number === null ? [] : [{ token, number }];
    });
  const within = (token: Token) => token.lower === 'within';
  const more = (token: Token) => LOWER_BOUND.has(token.lower);
  for (const [own, theirs] of [
    [bound(claim, more), bound(evidence, within)],
    [bound(claim, within), bound(evidence, more)],
  ] as const)
    for (const item of own) {
      const other = theirs.find((candidate) => candidate.number === item.number);
      if (other) return { claimWord: item.token.text, evidenceWord: other.token.text };
    }
  return null;
}

/**
 * An adjective's comparative against "less" with the adjective: "denser than water" against
 * "less dense than water" (and the other way round). Null when neither side has the pair.
 */
function lessAgainstComparative(
  claim: readonly Token[],
  evidence: readonly Token[],
): { claimWord: string; evidenceWord: string } | null {
  const lessBefore = (tokens: readonly Token[]) =>
    tokens.flatMap((token, index) =>
      token.lower === 'less' && tokens[index + 1]?.isContent ? [tokens[index + 1]!] : [],
    );
  const comparativeOf = (tokens: readonly Token[], adjective: Token) =>
    tokens.find(
      (token) =>
        token.lower === `${adjective.lower}r` ||
        token.lower === `${adjective.lower}er` ||
        token.lower === `${adjective.lower.replace(/y$/, 'i')}er` ||
        token.lower === `${adjective.lower}${adjective.lower.at(-1)}er`,
    );
  // What each compares against: the first content word after its "than" ("denser than iron" is
  // not "less dense than water").
  const against = (tokens: readonly Token[], word: Token) => {
    const at = tokens.indexOf(word);
    const than = tokens.findIndex((token, index) => index > at && token.lower === 'than');
    return than < 0 ? null : (tokens.slice(than + 1).find((token) => token.isContent)?.stem ?? null);
  };
  const sameAgainst = (claimWord: Token, evidenceWord: Token) => {
    const [own, theirs] = [against(claim, claimWord), against(evidence, evidenceWord)];
    return own === null || theirs === null || own === theirs;
  };
  for (const adjective of lessBefore(evidence)) {
    const comparative = comparativeOf(claim, adjective);
    if (comparative && sameAgainst(comparative, adjective))
      return { claimWord: comparative.text, evidenceWord: `less ${adjective.text}` };
  }
  for (const adjective of lessBefore(claim)) {
    const comparative = comparativeOf(evidence, adjective);
    if (comparative && sameAgainst(adjective, comparative))
      return { claimWord: `less ${adjective.text}`, evidenceWord: comparative.text };
  }
  return null;
}

/** Direction words that are also prepositions of place or rule ("under the new rules", "over the bridge"). */
const PREPOSITIONS: ReadonlySet<string> = new Set(['under', 'over', 'above', 'below', 'up', 'down']);

/** The direction word nearest before the one "than", within four words, or null. */
function comparingWord(tokens: readonly Token[], shared: ReadonlySet<string>): Token | null {
  const than = thanAt(tokens);
  // One comparison only: of two ("larger P waves than S waves, and smaller … than …") the
  // sentence may give either.
  if (than < 1 || tokens.filter((token) => token.lower === 'than').length > 1) return null;
  for (let at = than - 1; at >= Math.max(0, than - 4); at -= 1) {
    const token = tokens[at]!;
    if (shared.has(token.lower)) continue;
    if (UP.has(token.lower) || DOWN.has(token.lower)) return token;
  }
  return null;
}

/** Whether the tokens have a word of either direction. */
export function hasDirection(tokens: readonly Token[]): boolean {
  return tokens.some((token) => UP.has(token.lower) || DOWN.has(token.lower));
}

/** The prepositions among the direction words that both sides have. */
function sharedDirections(claim: readonly Token[], evidence: readonly Token[]): Set<string> {
  const words = (tokens: readonly Token[]) =>
    new Set(tokens.filter((token) => PREPOSITIONS.has(token.lower)).map((token) => token.lower));
  const inEvidence = words(evidence);
  return new Set([...words(claim)].filter((word) => inEvidence.has(word)));
}

/** Where "than" stands, or -1. */
function thanAt(tokens: readonly Token[]): number {
  return tokens.findIndex((token) => token.lower === 'than');
}

/** The stems compared against: the content words (no numbers) in the ten tokens after "than". */
function comparedWith(tokens: readonly Token[], than: number): Set<string> {
  return new Set(
    tokens
      .slice(than + 1, than + 11)
      .filter((token) => token.isContent && !token.isNumber)
      .map((token) => token.stem),
  );
}

/**
 * Whether the claim states the converse comparison ("Asia was lower than Europe" for "Europe was
 * higher than Asia"): both compare, against different things, and what the claim compares
 * against is what the sentence compares. "is higher than the limit for e-bikes" against "is 20
 * km/h, lower than the 25 km/h allowed for e-bikes" compares against the same thing: no converse.
 */
export function isConverse(claim: readonly Token[], evidence: readonly Token[]): boolean {
  const claimAt = thanAt(claim);
  const evidenceAt = thanAt(evidence);
  if (claimAt < 0 || evidenceAt < 0) return false;
  const claimThan = comparedWith(claim, claimAt);
  const evidenceThan = comparedWith(evidence, evidenceAt);
  if (claimThan.size === 0 || evidenceThan.size === 0) return false;
  if ([...claimThan].some((stem) => evidenceThan.has(stem))) return false;
  return evidence.slice(0, evidenceAt).some((token) => claimThan.has(token.stem));
}

/**
 * Two equatives whose terms stand the other way round: flipped when they point the same way
 * ("Brno makes twice as many as Ostrava" against "Ostrava makes twice as many as Brno"), alike
 * when they point opposite ways. Null unless both sides are equatives with their terms swapped.
 */
function converseEquatives(claim: readonly Token[], evidence: readonly Token[]): DirectionComparison | null {
  const [own, theirs] = [readEquative(claim), readEquative(evidence)];
  if (!own || !theirs) return null;
  const stems = (tokens: readonly Token[]) => new Set(tokens.map((token) => token.stem));
  const [theirFirst, theirSecond] = [stems(theirs.first), stems(theirs.second)];
  const swapped =
    own.second.some((token) => theirFirst.has(token.stem) && !theirSecond.has(token.stem)) &&
    own.first.some((token) => theirSecond.has(token.stem) && !theirFirst.has(token.stem));
  if (!swapped) return null;
  // The words up to the adjective ("twice as much"), for the reasoning.
  const said = (equative: Equative) =>
    equative.phrase.slice(0, equative.phrase.indexOf(equative.word.text) + equative.word.text.length);
  return own.up === theirs.up
    ? { mismatch: true, claimWord: said(own), evidenceWord: said(theirs) }
    : { mismatch: false, claimWord: null, evidenceWord: null };
}

/**
 * @example compareDirections({ claim: tokenize('Sales rose.'), evidence: tokenize('Sales fell.') }).mismatch // true
 */
export function compareDirections(options: {
  claim: readonly Token[];
  evidence: readonly Token[];
  /** The language module both sides were read with: its comparatives and "at least / at most" forms. */
  language?: LanguageModule;
}): DirectionComparison {
  const { language } = options;
  // The converse test reads the English "than"; another language compares its words directly.
  if (!language && isConverse(options.claim, options.evidence))
    return { mismatch: false, claimWord: null, evidenceWord: null };
  // "Brno produces half as many as Ostrava" against "Ostrava produces twice as many as Brno": an
  // equative said the other way round agrees when it points the other way.
  const converse = language ? null : converseEquatives(options.claim, options.evidence);
  if (converse) return converse;
  // "was outsold by" against "outsold", the names where they were: the roles turned round.
  const passive = language ? null : passiveConverse(options.claim, options.evidence);
  if (passive) return { mismatch: true, ...passive };
  // "denser than water" against "less dense than water".
  const less = language ? null : lessAgainstComparative(options.claim, options.evidence);
  if (less) return { mismatch: true, ...less };
  // "due in more than 4 hours" against "due within 4 hours": a bound from above against one from
  // below, before the same number (not "faster" against "finished within 3 hours").
  const within = language ? null : withinAgainstMore(options.claim, options.evidence);
  if (within) return { mismatch: true, ...within };
  const shared = language ? new Set<string>() : sharedDirections(options.claim, options.evidence);
  const claim = language ? directionsOf(options.claim, language) : direction(options.claim, shared);
  const evidence = language ? directionsOf(options.evidence, language) : direction(options.evidence, shared);
  // Both compare with "than": the words that compare, the nearest before it, decide ("retreated
  // less since 1900 than" against "retreated 2.1 km since 1900, more than its neighbour, …, which
  // has lost 1.3 km"; the "lost" is the other term's own).
  if (!language) {
    const [claimWord, evidenceWord] = [
      comparingWord(options.claim, shared),
      comparingWord(options.evidence, shared),
    ];
    if (claimWord && evidenceWord && UP.has(claimWord.lower) !== UP.has(evidenceWord.lower))
      return { mismatch: true, claimWord: claimWord.text, evidenceWord: evidenceWord.text };
  }
  if (claim.up && !claim.down && evidence.down && !evidence.up) {
    return { mismatch: true, claimWord: claim.up.text, evidenceWord: evidence.down.text };
  }
  if (claim.down && !claim.up && evidence.up && !evidence.down) {
    return { mismatch: true, claimWord: claim.down.text, evidenceWord: evidence.up.text };
  }
  return { mismatch: false, claimWord: null, evidenceWord: null };
}
