/**
 * Two lists paired by "respectively": "The Oslo and Bergen offices are headed by Kari Nygaard and
 * Espen Holm respectively" pairs Oslo with Kari Nygaard. A claim that takes its first item from
 * one place of the first list and its second from another place of the second ("The Oslo office is
 * headed by Espen Holm") has every word of the sentence, so only the order tells it apart.
 */
import type { Token } from '../../../text/token.js';
import type { SlotConflict } from './compare-slots.js';

/** Words before a list's last item that are no part of it. */
const LEADING_WORDS: ReadonlySet<string> = new Set('a an the to in at on for from by'.split(' '));

/** Token ranges [first, last] of a list's items, in order. */
type Items = Array<[number, number]>;

/** A word an item may hold: a content word, or a model's letter ("the Volta S and Volta M"). */
function namePart(token: Token): boolean {
  return token.isContent || /^\p{Lu}$/u.test(token.text);
}

/** The item that ends at `last` (going back) or starts at `first` (going forward): a run of capitals, else one word. */
function itemAround(
  tokens: readonly Token[],
  source: string,
  at: number,
  step: -1 | 1,
): [number, number] | null {
  const token = tokens[at];
  if (!token || !namePart(token)) return null;
  // The next capitalised word, with only a space between ("Ms Ito", not "Abbott, Ms").
  const joins = (from: number) => {
    const next = tokens[from + step];
    if (!next?.isCapitalized || !namePart(next)) return false;
    const [left, right] = step < 0 ? [next, tokens[from]!] : [tokens[from]!, next];
    return /^\s+$/.test(source.slice(left.end, right.start));
  };
  let other = at;
  if (token.isCapitalized) while (joins(other)) other += step;
  return step < 0 ? [other, at] : [at, other];
}

/** The list whose last "and" is at `and`: "A, B and C" → [A, B, C]. */
function listAt(tokens: readonly Token[], source: string, and: number): Items | null {
  // "a red panda and a snow leopard", "to Harrowgate and to the airport": the last item after
  // its article or preposition.
  let first = and + 1;
  while (first < and + 3 && LEADING_WORDS.has(tokens[first]?.lower ?? '')) first += 1;
  const last = itemAround(tokens, source, first, 1);
  let previous = itemAround(tokens, source, and - 1, -1);
  if (!last || !previous) return null;
  const items: Items = [previous];
  // Earlier items, each followed by a comma: "A, B and C".
  for (;;) {
    const before = previous[0] - 1;
    if (before < 0 || !/^\s*,\s*$/.test(source.slice(tokens[before]!.end, tokens[previous[0]]!.start))) break;
    const item = itemAround(tokens, source, before, -1);
    if (!item) break;
    items.unshift(item);
    previous = item;
  }
  items.push(last);
  return items;
}

const stemsOf = (tokens: readonly Token[], [first, last]: [number, number]) =>
  tokens.slice(first, last + 1).map((token) => token.stem);

/** The one item of the list whose every word the claim has, or -1. */
function itemIn(claimStems: ReadonlySet<string>, tokens: readonly Token[], items: Items): number {
  const found = items.flatMap((item, index) =>
    stemsOf(tokens, item).every((stem) => claimStems.has(stem)) ? [index] : [],
  );
  return found.length === 1 ? found[0]! : -1;
}

/** The two lists of a sentence with "respectively", or null. */
function listsOf(sentence: readonly Token[], source: string): [Items, Items] | null {
  const marker = sentence.findIndex((token) => token.lower === 'respectively');
  if (marker < 0) return null;
  const ands = sentence.flatMap((token, index) => (index < marker && token.lower === 'and' ? [index] : []));
  if (ands.length < 2) return null;
  const second = listAt(sentence, source, ands.at(-1)!);
  if (!second) return null;
  const firstAnd = ands.findLast((index) => index < second[0]![0]);
  const read = firstAnd === undefined ? null : listAt(sentence, source, firstAnd);
  if (!read || read.length < second.length) return null;
  // A phrase before the first list, set off by a comma, is no item of it ("Under the merger deal,
  // Norska Air and Baltavia …"): the first list has as many items as the second, the last ones.
  const first = read.slice(read.length - second.length);
  return [first, second];
}

/**
 * The stems of both lists' items of a sentence with "respectively", or null: the slot comparison's
 * readings of those words ("north" against "south" in "The north and south terminals are served by
 * Airlink and Coastline Coaches respectively") give way to the pairing's.
 */
export function respectivelyStems(sentence: readonly Token[], source: string): Set<string> | null {
  const lists = listsOf(sentence, source);
  if (!lists) return null;
  return new Set(lists.flatMap((items) => items.flatMap((item) => stemsOf(sentence, item))));
}

/**
 * The claim's second item taken from another place of its list than its first, or null.
 * @example findRespectively(claimTokens, sentenceTokens, source) // { claimValue: 'Espen Holm', evidenceValue: 'Kari Nygaard', … }
 */
export function findRespectively(
  claim: readonly Token[],
  sentence: readonly Token[],
  source: string,
): SlotConflict | null {
  const lists = listsOf(sentence, source);
  if (!lists) return null;
  const [first, second] = lists;
  const claimStems = new Set(claim.map((token) => token.stem));
  const left = itemIn(claimStems, sentence, first);
  const right = itemIn(claimStems, sentence, second);
  if (left < 0 || right < 0 || left === right) return null;
  const text = ([from, to]: [number, number]) => source.slice(sentence[from]!.start, sentence[to]!.end);
  const valueStems = new Set(stemsOf(sentence, second[right]!));
  return {
    kind: 'entity',
    claimValue: text(second[right]!),
    evidenceValue: text(second[left]!),
    claimStems: claim.filter((token) => valueStems.has(token.stem)).map((token) => token.stem),
    bySlot: true,
    anchored: true,
    pairedWith: text(first[left]!),
  };
}
