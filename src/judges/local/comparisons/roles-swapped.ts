/**
 * The two parties of one act with their roles swapped, whatever verb says it: "Halstead Rovers
 * defeated Corby Athletic" against "Corby Athletic beat Halstead Rovers", "Vireo has sued
 * Cartwright Media" against "Cartwright Media has filed a lawsuit against … Vireo". Both names are
 * in the sentence and the verbs are synonyms (or a noun of the act with "against"), so every word
 * of the claim is found; the doer and the one it is done to trade places.
 */
import { stemWord } from '../../../text/stem-word.js';
import type { Token } from '../../../text/token.js';
import type { SentenceMatch } from '../evidence/sentence-match.js';
import type { SlotConflict } from './compare-slots.js';

/** Acts of one party on another, each a list of verbs by stem that say it the same way round. */
const ACTS: ReadonlyArray<ReadonlySet<string>> = [
  'beat beats defeated defeats overcame overcome overcomes edged thrashed outplayed outclassed',
  'sued sues suing accused accuses',
  'acquired acquires bought buys purchased purchases',
  'mentoring mentors mentored coaching coaches coached supervising supervises supervised',
].map((words) => new Set(words.split(' ').map((word) => stemWord(word))));

/** Nouns of an act that take the other party after "against": "filed a lawsuit against X". */
const ACT_NOUNS: ReadonlyMap<string, number> = new Map(
  [
    ['lawsuit', 1],
    ['suit', 1],
    ['claim', 1],
    ['case', 1],
    ['action', 1],
    ['complaint', 1],
  ].map(([word, act]) => [stemWord(word as string), act as number]),
);

const BE_FORMS: ReadonlySet<string> = new Set(['was', 'were', 'been', 'is', 'are', 'being', 'be']);

/** Most tokens between an act's word and either party. */
const REACH = 8;

interface Roles {
  act: number;
  doer: Token[];
  other: Token[];
}

/** Whether a token can be part of a party's name: capitalised, a content word, no number. */
const nameWord = (token: Token | undefined): token is Token =>
  token?.isCapitalized === true && token.isContent && !token.isNumber;

/** The run of name words ending at `index` (reading back) or starting there. */
function runAt(tokens: readonly Token[], index: number, step: 1 | -1): Token[] {
  const run: Token[] = [];
  for (let at = index; nameWord(tokens[at]); at += step) run.push(tokens[at]!);
  return step === 1 ? run : run.reverse();
}

/** The nearest party name before or after `index`, within reach. */
function partyFrom(tokens: readonly Token[], index: number, step: 1 | -1): Token[] {
  for (let at = index; at >= 0 && at < tokens.length && Math.abs(at - index) <= REACH; at += step)
    if (nameWord(tokens[at])) return runAt(tokens, at, step);
  return [];
}

function actOf(token: Token): number {
  return ACTS.findIndex((stems) => stems.has(token.stem));
}

/** Each act a token list states, with its doer and the party it is done to. */
function rolesOf(tokens: readonly Token[]): Roles[] {
  const found: Roles[] = [];
  tokens.forEach((token, index) => {
    let act = actOf(token);
    let after = index + 1;
    if (act < 0) {
      const nounAct = ACT_NOUNS.get(token.stem);
      const against = tokens.slice(index + 1, index + 4).findIndex((other) => other.lower === 'against');
      if (nounAct === undefined || against < 0) return;
      act = nounAct;
      after = index + 2 + against;
    }
    // "was beaten by X": the doer after "by".
    const by = tokens.slice(index + 1, index + 4).findIndex((other) => other.lower === 'by');
    const passive = BE_FORMS.has(tokens[index - 1]?.lower ?? '') && by >= 0;
    const before = partyFrom(tokens, index - (passive ? 2 : 1), -1);
    const later = partyFrom(tokens, passive ? index + 2 + by : after, 1);
    if (before.length === 0 || later.length === 0) return;
    found.push(passive ? { act, doer: later, other: before } : { act, doer: before, other: later });
  });
  return found;
}

/**
 * The claim's doer of an act that a selected sentence gives as the party it is done to, the other
 * party the other way round; null when none.
 * @example findRolesSwapped(tokenize('Kell beat Orrin.'), [match('Orrin defeated Kell.')]) // Kell vs Orrin
 */
export function findRolesSwapped(
  claim: readonly Token[],
  selected: readonly SentenceMatch[],
): { conflict: SlotConflict; match: SentenceMatch } | null {
  const own = rolesOf(claim);
  if (own.length === 0) return null;
  const stems = (tokens: readonly Token[]) => new Set(tokens.map((token) => token.stem));
  const shares = (tokens: readonly Token[], other: ReadonlySet<string>) =>
    tokens.some((token) => other.has(token.stem));
  for (const match of selected)
    for (const theirs of rolesOf(match.sentence.tokens))
      for (const roles of own) {
        if (roles.act !== theirs.act) continue;
        const [doer, other] = [stems(theirs.doer), stems(theirs.other)];
        const swapped =
          shares(roles.doer, other) &&
          !shares(roles.doer, doer) &&
          shares(roles.other, doer) &&
          !shares(roles.other, other);
        if (!swapped) continue;
        return {
          match,
          conflict: {
            kind: 'entity',
            claimValue: roles.doer.map((token) => token.text).join(' '),
            evidenceValue: theirs.doer.map((token) => token.text).join(' '),
            claimStems: roles.doer.map((token) => token.stem),
            bySlot: true,
            anchored: true,
          },
        };
      }
  return null;
}
