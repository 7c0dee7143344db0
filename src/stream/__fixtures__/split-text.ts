/**
 * Ways to cut a text into stream deltas, as models and networks do: single characters, words, random
 * lengths, and cuts placed on purpose inside numbers, abbreviations, URLs and multi-byte
 * characters (a surrogate pair split in two). A seeded generator keeps every run the same.
 */

export type SplitKind = 'characters' | 'words' | 'random' | 'adversarial';
export const SPLIT_KINDS: readonly SplitKind[] = ['characters', 'words', 'random', 'adversarial'];

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const INTERESTING =
  /\d[.,]\d|[A-Z]\.[A-Z]|\b(?:Dr|Mr|e\.g|i\.e|Inc|U\.S)\.|https?:\/\/|www\.|[\u{10000}-\u{10ffff}]|[.!?]\s|\n/gu;

export function splitText(text: string, kind: SplitKind, random: () => number): string[] {
  if (kind === 'characters') return text.split('');
  if (kind === 'words') return text.match(/\s*\S+|\s+$/g) ?? [text];
  const cuts = new Set<number>();
  if (kind === 'adversarial') {
    for (const match of text.matchAll(INTERESTING)) {
      // Inside the match: between a digit and its decimal point, inside "U.S.", a URL, a surrogate pair.
      cuts.add(match.index + 1);
      if (match[0].length > 2) cuts.add(match.index + 2);
    }
  }
  let position = 0;
  while (position < text.length) {
    position += 1 + Math.floor(random() * 12);
    if (position < text.length) cuts.add(position);
  }
  const sorted = [...cuts].filter((cut) => cut > 0 && cut < text.length).sort((left, right) => left - right);
  const parts: string[] = [];
  let from = 0;
  for (const cut of sorted) {
    parts.push(text.slice(from, cut));
    from = cut;
  }
  parts.push(text.slice(from));
  return parts.filter((part) => part.length > 0);
}
