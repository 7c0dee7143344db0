/**
 * The built-in retriever: BM25 over a set of documents held in memory, split into passages
 * (paragraphs by default), so that the corrective loop runs end to end with no external service.
 * A markdown heading is kept as the passage's `section` (and indexed), not as passage text, so
 * that the extractive generator never quotes a bare heading.
 */
import { z } from 'zod';
import { InputError } from '../errors.js';
import type { ChunkMetadata } from '../spec/chunk.js';
import { Bm25Index, type Bm25Options } from '../text/bm25-index.js';
import type { Retriever, ScoredChunk } from './retriever.js';

/** A document of the corpus. */
export interface CorpusDocument {
  id: string;
  text: string;
  metadata?: Record<string, unknown>;
}

export const corpusDocumentSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export interface Bm25RetrieverOptions extends Bm25Options {
  documents: readonly CorpusDocument[];
  /** `paragraph` (default): one chunk per paragraph; `document`: one chunk per document. */
  passages?: 'paragraph' | 'document';
}

export interface Bm25Retriever extends Retriever {
  /** Every passage, in corpus order. */
  readonly chunks: readonly ScoredChunk[];
}

function splitPassages(document: CorpusDocument): ScoredChunk[] {
  const passages: ScoredChunk[] = [];
  let section: string | undefined;
  for (const block of document.text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const body: string[] = [];
    for (const line of lines) {
      const heading = line.match(/^\s*#{1,6}\s+(.*)$/);
      if (heading) section = heading[1]!.trim();
      else body.push(line.trim().replace(/^[-*]\s+/, ''));
    }
    if (body.length === 0) continue;
    passages.push({
      id: `${document.id}#${passages.length + 1}`,
      text: body.join(' '),
      metadata: { ...document.metadata, documentId: document.id, ...(section ? { section } : {}) },
    });
  }
  return passages;
}

/**
 * @throws InputError when a document is malformed or two documents share an id.
 * @example
 * const retriever = createBm25Retriever({ documents: [{ id: 'refunds', text: 'Refunds take 5 business days.' }] });
 * await retriever.retrieve({ query: 'how long do refunds take', limit: 3 });
 */
export function createBm25Retriever(options: Bm25RetrieverOptions): Bm25Retriever {
  const parsed = z.array(corpusDocumentSchema).safeParse(options.documents);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(`documents.${issue.path.join('.')}: ${issue.message}`, 'documents');
  }
  const seen = new Set<string>();
  const chunks: ScoredChunk[] = [];
  for (const document of parsed.data) {
    if (seen.has(document.id)) throw new InputError(`duplicate document id "${document.id}"`, 'documents');
    seen.add(document.id);
    if (options.passages === 'document') {
      if (document.text.trim() !== '')
        chunks.push({
          id: document.id,
          text: document.text.trim(),
          metadata: { ...(document.metadata as ChunkMetadata) },
        });
    } else {
      chunks.push(...splitPassages(document));
    }
  }
  const index = new Bm25Index(
    chunks.map((chunk) => `${chunk.metadata?.section ?? ''} ${chunk.text}`),
    options,
  );
  return {
    id: 'bm25',
    chunks,
    async retrieve({ query, limit }) {
      return index.search({ query, limit }).map((hit) => ({ ...chunks[hit.index]!, score: hit.score }));
    },
  };
}
