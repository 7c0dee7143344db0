/**
 * What the corrective loop needs from a retrieval system: a query in, chunks out. Users plug in
 * their own vector store or search API; `createBm25Retriever` is the built-in offline one.
 */
import type { Chunk } from '../spec/chunk.js';

export interface RetrieveOptions {
  query: string;
  /** Most chunks wanted. The loop asks for a few per targeted query. */
  limit: number;
  abortSignal?: AbortSignal;
}

/**
 * A chunk as a retriever returns it: an optional relevance score rides along. An alias like
 * `Chunk`, so that retrieved chunks fit the AI SDK's JSON-only `providerOptions` as they are.
 */
export type ScoredChunk = Chunk & {
  score?: number;
};

/**
 * A retrieval system. Chunk ids must be stable across calls: the loop uses them (and the text)
 * to drop chunks already in context.
 *
 * @example
 * const retriever: Retriever = { id: 'my-store', retrieve: async ({ query, limit }) => store.search(query, limit) };
 */
export interface Retriever {
  /** Recorded in metrics, e.g. `bm25`, `pgvector`. */
  readonly id: string;
  retrieve(options: RetrieveOptions): Promise<ScoredChunk[]>;
}
