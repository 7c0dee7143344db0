/**
 * A deterministic, offline generator: it answers only with sentences quoted from the chunks, so
 * it cannot invent anything. Full regeneration picks the sentences that best match the question
 * (and the previous answer's topic) by BM25, in corpus order; a rewrite swaps one unsupported
 * sentence for the closest sentence of the context that is not already in the answer (keeping it
 * when the context now holds it verbatim), or removes it when none is close enough. It is what the offline demonstration and the benchmarks use.
 */

import type { Chunk } from '../spec/chunk.js';
import { Bm25Index } from '../text/bm25-index.js';
import { contentStems } from '../text/content-words.js';
import { segmentSentences } from '../text/segment-sentences.js';
import type {
  GenerateOptions,
  GenerateResult,
  Generator,
  RewriteOptions,
  RewriteResult,
} from './generator.js';

export interface ExtractiveGeneratorOptions {
  /** Most sentences in a generated answer. Default 4. */
  maxSentences?: number;
  /**
   * Share of the unsupported sentence's terms a replacement must also contain (at least two terms
   * in any case). Default 0.34.
   */
  minRewriteOverlap?: number;
}

interface Candidate {
  text: string;
  chunkOrder: number;
  position: number;
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function candidates(chunks: readonly Chunk[]): Candidate[] {
  const seen = new Set<string>();
  const result: Candidate[] = [];
  chunks.forEach((chunk, chunkOrder) => {
    for (const sentence of segmentSentences({ text: chunk.text })) {
      const key = normalise(sentence.text);
      if (seen.has(key) || !/[.!?]["')\]]*$/.test(sentence.text)) continue;
      seen.add(key);
      result.push({ text: sentence.text, chunkOrder, position: sentence.start });
    }
  });
  return result;
}

/**
 * @example
 * const generator = extractiveGenerator();
 * const { text } = await generator.generate({ query: 'How long do refunds take?', chunks });
 */
export function extractiveGenerator(options: ExtractiveGeneratorOptions = {}): Generator {
  const maxSentences = options.maxSentences ?? 4;
  const minOverlap = options.minRewriteOverlap ?? 0.34;
  return {
    id: 'extractive',
    modelId: 'extractive',
    async generate({ query, chunks, previousResponse }: GenerateOptions): Promise<GenerateResult> {
      const pool = candidates(chunks);
      const index = new Bm25Index(pool.map((candidate) => candidate.text));
      const wanted = previousResponse
        ? Math.min(maxSentences, Math.max(1, segmentSentences({ text: previousResponse }).length))
        : maxSentences;
      const hits = index.search({ query: `${query} ${previousResponse ?? ''}`, limit: wanted });
      const chosen = hits
        .map((hit) => pool[hit.index]!)
        .sort((left, right) => left.chunkOrder - right.chunkOrder || left.position - right.position);
      return { text: chosen.map((candidate) => candidate.text).join(' ') };
    },
    async rewrite({ sentence, response, chunks }: RewriteOptions): Promise<RewriteResult> {
      const all = candidates(chunks);
      // The new context may support the sentence as it stands: then it stays.
      if (all.some((candidate) => normalise(candidate.text) === normalise(sentence)))
        return { text: sentence };
      const present = new Set(segmentSentences({ text: response }).map((part) => normalise(part.text)));
      const pool = all.filter((candidate) => !present.has(normalise(candidate.text)));
      const index = new Bm25Index(pool.map((candidate) => candidate.text));
      const terms = new Set(contentStems(sentence));
      const needed = Math.max(2, Math.ceil(terms.size * minOverlap));
      for (const hit of index.search({ query: sentence, limit: 5 })) {
        const candidate = pool[hit.index]!;
        const shared = new Set(contentStems(candidate.text).filter((term) => terms.has(term)));
        if (shared.size >= needed) return { text: candidate.text };
      }
      return { text: null };
    },
  };
}
