/**
 * A claim that one value passed or missed a bound the sentence states beside the value itself:
 * "Donations exceeded the £100,000 target" against "Donations … reached £86,000, falling short of
 * the £100,000 target"; "the deflection exceeded the 25 mm design limit" against "was 18 mm, well
 * within the 25 mm design limit". The claim names the bound by its number; the sentence gives that
 * number and one other value of its kind, which the claim's verb must put on the right side.
 */
import type { Quantity } from '../../../text/quantity.js';
import type { Token } from '../../../text/tokenize.js';
import type { SlotConflict } from './compare-slots.js';

/**
 * Verbs of passing a bound (true): the value is above it. ("Missed the 7-minute target" is
 * above a time target and below a sales target: no side of its own, not read.)
 */
const BOUND_VERBS: ReadonlyMap<string, boolean> = new Map([
  ['exceeded', true],
  ['exceeds', true],
  ['surpassed', true],
  ['surpasses', true],
  ['topped', true],
  ['overshot', true],
]);

/**
 * Phrases that put a value on one side of a bound named after them (true: above it): "fell short
 * of the 4% target", "went over the 23 kg allowance", "stayed within the 100% limit". Read only
 * before a bound named as such ("the … allowance"): "over 500 people" is a count, not a bound.
 */
const BOUND_PHRASES: ReadonlyArray<readonly [readonly string[], boolean]> = [
  [['fell', 'short', 'of'], false],
  [['falls', 'short', 'of'], false],
  [['falling', 'short', 'of'], false],
  [['went', 'over'], true],
  [['goes', 'over'], true],
  [['stayed', 'within'], false],
  [['stays', 'within'], false],
  [['within'], false],
  [['under'], false],
  [['below'], false],
  [['over'], true],
  [['above'], true],
  [['beyond'], true],
];

/** The words a bound phrase opens with: most claim words are none, and one look-up passes them by. */
const PHRASE_OPENERS: ReadonlySet<string> = new Set(BOUND_PHRASES.map(([words]) => words[0]!));

/** Nouns that name a bound ("the 23 kg allowance", "its 4% target"). */
const BOUND_NOUNS: ReadonlySet<string> = new Set([
  'target',
  'limit',
  'allowance',
  'cap',
  'budget',
  'threshold',
  'ceiling',
  'quota',
  'maximum',
  'minimum',
  'benchmark',
  'goal',
]);

/** Words that open a bound named as a thing ("the", "its", "the regulator's"). */
const BOUND_OPENERS: ReadonlySet<string> = new Set(['the', 'its', 'their', 'our', 'his', 'her', 'your', 'a']);

/**
 * Where the claim's word (or the last word of its phrase) of passing or missing a bound stands,
 * and which side it puts the value on; null where it has none.
 */
function boundWord(
  claim: readonly Token[],
): { at: number; from?: number; passes: boolean; text: string; bound?: Token } | null {
  const verb = claim.findIndex((token) => BOUND_VERBS.has(token.lower));
  if (verb >= 0) return { at: verb, passes: BOUND_VERBS.get(claim[verb]!.lower)!, text: claim[verb]!.text };
  for (let index = 0; index < claim.length; index += 1) {
    if (!PHRASE_OPENERS.has(claim[index]!.lower)) continue;
    for (const [words, passes] of BOUND_PHRASES) {
      if (!words.every((word, offset) => claim[index + offset]?.lower === word)) continue;
      const at = index + words.length - 1;
      // A bound named as such: an opener right after, a bound noun within three words of its number.
      if (!BOUND_OPENERS.has(claim[at + 1]?.lower ?? '')) continue;
      const text = claim
        .slice(index, at + 1)
        .map((token) => token.text)
        .join(' ');
      // "fell short of its first-year target of 500": the bound noun first, its number after "of".
      const noun = claim.slice(at + 2, at + 6).findIndex((token) => BOUND_NOUNS.has(token.lower));
      const named = noun >= 0 ? claim[at + 2 + noun + 2] : undefined;
      if (claim[at + 2 + noun + 1]?.lower === 'of' && named?.isNumber)
        return { at, from: index, passes, text, bound: named };
      const number = claim.slice(at + 1, at + 4).findIndex((token) => token.isNumber);
      if (number < 0) continue;
      const after = claim.slice(at + 2 + number, at + 6 + number);
      if (!after.some((token) => BOUND_NOUNS.has(token.lower))) continue;
      return {
        at,
        from: index,
        passes,
        text: claim
          .slice(index, at + 1)
          .map((token) => token.text)
          .join(' '),
      };
    }
  }
  return null;
}

/**
 * Whether two units are one: the same, or two counts whose nouns the claim both has ("new" of
 * "500 new installations" and "instal" of "612 installations").
 */
export function sameCount(
  one: string | null,
  other: string | null,
  claimStems: ReadonlySet<string>,
): boolean {
  if (one === other) return true;
  const noun = (unit: string | null) => unit !== null && /^\p{Ll}+$/u.test(unit) && claimStems.has(unit);
  return noun(one) && noun(other);
}

/** Whether the claim puts a value past or short of a bound it names ("exceeded the £100,000 target"). */
export function namesBound(claim: readonly Token[]): boolean {
  return boundWord(claim) !== null;
}

/**
 * The verb the sentence's two values contradict, as a slot conflict; null where the sentence
 * does not give the bound and one other value of its kind, or bears the verb out.
 * @example valueAgainstBound({ claim: tokenize('Donations exceeded the £100,000 target.'), … })
 */
export function valueAgainstBound(options: {
  claim: readonly Token[];
  /** The claim's quantities, read in its units ("25 mm" as 0.025 m). */
  claimQuantities: readonly Quantity[];
  quantities: readonly Quantity[];
  /**
   * The quantities of a sentence beside the one that states the bound, which may give the value
   * ("The vaccination target … was 70 percent." then "… 78 percent of adults had received a dose").
   */
  beside?: readonly Quantity[];
}): SlotConflict | null {
  const { claim } = options;
  const word = boundWord(claim);
  if (!word || claim.some((token) => token.isNegation)) return null;
  const { at } = word;
  // The bound right after the verb: "exceeded the £100,000 target", "missed its 25 mm limit".
  const bound = word.bound ?? claim.slice(at + 1, at + 4).find((token) => token.isNumber);
  const boundQuantity = options.claimQuantities.find((quantity) => quantity.start === bound?.start);
  if (!bound || !boundQuantity) return null;
  const amount = boundQuantity.value;
  const same = (value: number) => Math.abs(value - amount) <= 1e-9 * Math.max(1, Math.abs(amount));
  const stated = options.quantities.filter(
    (quantity) => same(quantity.value) && quantity.unit === boundQuantity.unit,
  );
  if (stated.length !== 1) return null;
  const unit = stated[0]!.unit;
  const ofUnit = (quantities: readonly Quantity[]) =>
    quantities.filter((quantity) => quantity !== stated[0] && quantity.unit === unit);
  // The other value in the bound's own sentence, else in the sentence beside it, where a count
  // may name its noun otherwise ("500 new installations" and "612 installations").
  const own = ofUnit(options.quantities);
  const claimStems = new Set(claim.map((token) => token.stem));
  const others =
    own.length > 0 || !options.beside
      ? own
      : options.beside.filter((quantity) => sameCount(quantity.unit, unit, claimStems));
  if (unit === null || others.length !== 1) return null;
  const value = others[0]!;
  if (value.value > amount === word.passes || same(value.value)) return null;
  return {
    kind: 'comparative',
    claimValue: `${word.text} ${boundQuantity.text}`,
    evidenceValue: value.text,
    // Every word of a phrase ("fell short of"), left out of what the rest of the claim must cover.
    claimStems: claim.slice(word.from ?? at, at + 1).map((token) => token.stem),
    bySlot: true,
  };
}
