/**
 * A ranking verb said in the other voice with its names where they were: "the hybrid Veyra was
 * outsold by its petrol counterpart" against "the hybrid Veyra outsold its petrol counterpart".
 * The passive turns the roles round, so the same word with the same names before and after it
 * says the opposite. Said from the other side ("its petrol counterpart was outsold by the hybrid
 * Veyra"), the names trade places too, and the two agree.
 */
import type { Token } from '../../../text/token.js';

/** Verbs that rank one side above the other, each form with its group's first form. */
const RANKING_VERBS: ReadonlyMap<string, string> = new Map(
  [
    'outsold outsell outsells outselling',
    'outnumbered outnumber outnumbers',
    'outperformed outperform outperforms',
    'outpaced outpace outpaces',
    'outscored outscore outscores',
    'outranked outrank outranks',
    'overtook overtaken overtake overtakes',
    'surpassed surpass surpasses',
    'exceeded exceed exceeds',
    'beat beaten beats',
    'defeated defeat defeats',
    'eclipsed eclipse eclipses',
    'trailed trail trails',
  ].flatMap((group) => {
    const forms = group.split(' ');
    return forms.map((form) => [form, forms[0]!] as const);
  }),
);

const BE = new Set(['was', 'were', 'is', 'are', 'be', 'been', 'being']);

/** Whether the verb at `index` is a passive ("was outsold by"). */
function passiveAt(tokens: readonly Token[], index: number): boolean {
  return BE.has(tokens[index - 1]?.lower ?? '') && tokens[index + 1]?.lower === 'by';
}

/** How many content words next to the verb on each side name its two parties. */
const PARTY_WORDS = 2;

/**
 * The stems of the content words nearest before and after `index` (no numbers): the verb's two
 * parties, not the sentence's opening or closing words ("In Friday's semi-final", "in straight sets").
 */
function sides(tokens: readonly Token[], index: number): [Set<string>, Set<string>] {
  const near = (step: 1 | -1) => {
    const stems = new Set<string>();
    for (let at = index + step; at >= 0 && at < tokens.length && stems.size < PARTY_WORDS; at += step) {
      const token = tokens[at]!;
      if (token.isContent && !token.isNumber) stems.add(token.stem);
    }
    return stems;
  };
  return [near(-1), near(1)];
}

const shared = (left: ReadonlySet<string>, right: ReadonlySet<string>) =>
  [...left].filter((stem) => right.has(stem)).length;

/**
 * The claim's and the sentence's ranking verb where one is passive and the other not, with the
 * names on the same sides: a flip. Null otherwise.
 * @example passiveConverse(tokenize('A was outsold by B.'), tokenize('A outsold B.')) // { claimWord: 'outsold', evidenceWord: 'outsold' }
 */
export function passiveConverse(
  claim: readonly Token[],
  evidence: readonly Token[],
): { claimWord: string; evidenceWord: string } | null {
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    const verb = RANKING_VERBS.get(token.lower);
    if (verb === undefined) continue;
    const claimPassive = passiveAt(claim, index);
    for (let at = 0; at < evidence.length; at += 1) {
      const other = evidence[at]!;
      if (RANKING_VERBS.get(other.lower) !== verb) continue;
      if (passiveAt(evidence, at) === claimPassive) continue;
      const [claimBefore, claimAfter] = sides(claim, index);
      const [evidenceBefore, evidenceAfter] = sides(evidence, at);
      const kept = shared(claimBefore, evidenceBefore) + shared(claimAfter, evidenceAfter);
      const traded = shared(claimBefore, evidenceAfter) + shared(claimAfter, evidenceBefore);
      // Each side's names must be found on a side: a name on one side only says nothing.
      if (shared(claimBefore, evidenceBefore) > 0 && shared(claimAfter, evidenceAfter) > 0 && kept > traded)
        return { claimWord: token.text, evidenceWord: other.text };
    }
  }
  return null;
}
