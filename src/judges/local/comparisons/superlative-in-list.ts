/**
 * A superlative that a list of values in one sentence bears out or not: "Variety C produced the
 * largest yield per hectare" against "Crop yields, 2023 trial plots (tonnes per hectare): Variety A
 * 7.2; Variety B 8.1; Variety C 6.4; Variety D 7.9". The sentence lists three items or more, one
 * value each (a table flattened into text), split at semicolons or commas; the claim names one of
 * them. Its value must be the largest of the list's values of its unit for "largest", the smallest
 * for "cheapest".
 */
import { type Quantity, YEAR_WRITTEN } from '../../../text/quantity.js';
import type { Token } from '../../../text/tokenize.js';
import type { SlotConflict } from './compare-slots.js';
import type { ValuedSentence } from './compare-stated-values.js';
import type { Agreement } from './stated-direction.js';

/** Superlatives of the larger value, and of the smaller; "most" and "least" before an adjective of price. */
const LARGEST: ReadonlySet<string> = new Set(
  'highest largest biggest greatest longest heaviest tallest widest deepest priciest dearest costliest'.split(
    ' ',
  ),
);
const SMALLEST: ReadonlySet<string> = new Set('lowest smallest fewest shortest lightest cheapest'.split(' '));
/** "most expensive", "least costly": a superlative of price in two words. */
const PRICE_WORDS: ReadonlySet<string> = new Set(['expensive', 'costly', 'pricey']);

/** Items a list must have before its largest value is a claim's superlative to check. */
const LEAST_ITEMS = 3;

export interface Superlative {
  word: Token;
  /** The stems of its words ("most" and "expensive"). */
  stems: string[];
  /** The words as the claim says them ("most expensive"). */
  phrase: string;
  largest: boolean;
}

/** The claim's one superlative, or null (none, several, or under a negation): read once per claim. */
export function readSuperlative(tokens: readonly Token[]): Superlative | null {
  if (tokens.some((token) => token.isNegation)) return null;
  const found: Superlative[] = [];
  tokens.forEach((token, index) => {
    if (LARGEST.has(token.lower) || SMALLEST.has(token.lower))
      found.push({ word: token, stems: [token.stem], phrase: token.text, largest: LARGEST.has(token.lower) });
    const next = tokens[index + 1];
    if ((token.lower === 'most' || token.lower === 'least') && next && PRICE_WORDS.has(next.lower))
      found.push({
        word: next,
        stems: [token.stem, next.stem],
        phrase: `${token.text} ${next.text}`,
        largest: token.lower === 'most',
      });
    // "the most patients", "the least water": the largest or the smallest amount.
    if (
      (token.lower === 'most' || token.lower === 'least') &&
      tokens[index - 1]?.lower === 'the' &&
      next?.isContent &&
      !PRICE_WORDS.has(next.lower)
    )
      found.push({ word: token, stems: [token.stem], phrase: token.text, largest: token.lower === 'most' });
  });
  return found.length === 1 ? found[0]! : null;
}

interface ListItem {
  stems: Set<string>;
  name: string;
  value: Quantity;
}

/** The sentence's items with one value each, where it lists enough of them; else null. */
function listItems(sentence: ValuedSentence): ListItem[] | null {
  const { source, tokens } = sentence;
  const sentenceStart = tokens[0]?.start ?? 0;
  const sentenceEnd = tokens.at(-1)?.end ?? source.length;
  const text = source.slice(sentenceStart, sentenceEnd);
  const separator = text.includes(';') ? ';' : ',';
  // After a colon, where the sentence heads its list with one ("Vendor bids …: A £182,000; …"),
  // not where each item has its own ("Hall A: 1,200 seats; Hall B: 450 seats").
  const colon = text.indexOf(':');
  // A heading before the first item's own colon ("Seating at the Arden Centre: Hall A: 1,200 …").
  const pieces = text.split(separator);
  const ownColons = pieces.every((piece) => piece.includes(':'));
  const headed = !ownColons || pieces[0]!.split(':').length > 2;
  const listStart = sentenceStart + (colon >= 0 && headed ? colon + 1 : 0);
  const items: ListItem[] = [];
  let start = listStart;
  for (const piece of source.slice(listStart, sentenceEnd).split(separator)) {
    const end = start + piece.length;
    const inPiece = sentence.quantities.filter((quantity) => quantity.start >= start && quantity.end <= end);
    // A year beside another value names its item ("2022 — 980").
    const years = inPiece.filter((quantity) => YEAR_WRITTEN.test(quantity.text));
    const values =
      inPiece.length > years.length ? inPiece.filter((quantity) => !years.includes(quantity)) : inPiece;
    const words = tokens.filter(
      (token) =>
        token.start >= start &&
        token.end <= end &&
        (token.isNumber
          ? years.some((year) => year.start === token.start)
          : token.isContent || token.isCapitalized),
    );
    if (values.length !== 1 || words.length === 0) return null;
    // Named by the words before its value ("Ferris", not "Ferris litres day").
    const naming = words.filter((token) => token.end <= values[0]!.start);
    items.push({
      stems: new Set(words.map((token) => token.stem)),
      name: (naming.length > 0 ? naming : words).map((token) => token.text).join(' '),
      value: values[0]!,
    });
    start = end + 1;
  }
  return items.length >= LEAST_ITEMS ? items : null;
}

/**
 * The claim's superlative read against the list in `sentence`: agreement where the item it names
 * has the list's largest (or smallest) value, a slot conflict naming the item that has it where
 * another does, else null.
 */
export function compareSuperlativeInList(options: {
  claim: readonly Token[];
  /** `readSuperlative(claim)`. */
  superlative: Superlative;
  sentence: ValuedSentence;
}): SlotConflict | Agreement | null {
  const { superlative } = options;
  const items = listItems(options.sentence);
  if (!items) return null;
  const unit = items[0]!.value.unit;
  if (items.some((item) => item.value.unit !== unit)) return null;
  // The item the claim names: its words that one item has and no other.
  const claimStems = new Set(
    options.claim.filter((token) => token.isContent || token.isCapitalized).map((token) => token.stem),
  );
  const named = items.filter((item) =>
    [...item.stems].some(
      (stem) => claimStems.has(stem) && items.filter((other) => other.stems.has(stem)).length === 1,
    ),
  );
  if (named.length !== 1) return null;
  const [item] = named as [ListItem];
  const sorted = [...items].sort((one, other) =>
    superlative.largest ? other.value.value - one.value.value : one.value.value - other.value.value,
  );
  const [top, next] = sorted as [ListItem, ListItem];
  if (top.value.value === next.value.value) return null;
  if (top === item) return { agrees: superlative.word };
  const valueText = (entry: ListItem) => options.sentence.source.slice(entry.value.start, entry.value.end);
  return {
    kind: 'comparative',
    claimValue: superlative.phrase,
    evidenceValue: `${valueText(item)}' for '${item.name}' against '${valueText(top)}' for '${top.name}`,
    claimStems: superlative.stems,
    bySlot: true,
  };
}
