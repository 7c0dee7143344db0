/**
 * A tiny in-memory retriever over `examples/corpus/`: markdown files split at `##` headings, JSON
 * documents as one chunk each, ranked by shared words weighted by rarity. It stands in for the
 * app's vector store; faithcheck only needs the chunks it returns.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// faithcheck's own chunk type: it goes as it is into `providerOptions: { faithcheck: { chunks } }`.
import type { Chunk } from 'faithcheck';

// Read at run time, outside the bundle (the comments keep Turbopack from tracing the whole repository).
const corpusDir =
  process.env.CORPUS_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), '..', 'corpus');

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9$%]+/g) ?? [];

function loadCorpus(): Chunk[] {
  const chunks: Chunk[] = [];
  for (const file of readdirSync(/*turbopackIgnore: true*/ corpusDir).sort()) {
    const content = readFileSync(/*turbopackIgnore: true*/ path.join(corpusDir, file), 'utf8');
    if (file.endsWith('.json')) {
      const document = JSON.parse(content) as { id: string; title: string; text: string };
      const text = document.text.replace(/^#.*$/gm, '').replace(/\s+/g, ' ').trim();
      chunks.push({ id: document.id, text, metadata: { title: document.title, source: file } });
      continue;
    }
    if (!file.endsWith('.md')) continue;
    const title = content.match(/^# (.+)$/m)?.[1] ?? file;
    for (const section of content.split(/^## /m).slice(1)) {
      const [heading = '', ...body] = section.split('\n');
      const text = body.join(' ').replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const slug = heading
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      chunks.push({ id: `${path.basename(file, '.md')}#${slug}`, text, metadata: { title, source: file } });
    }
  }
  return chunks;
}

let corpus: { chunks: Chunk[]; terms: Set<string>[]; idf: Map<string, number> } | null = null;

function index() {
  if (corpus) return corpus;
  const chunks = loadCorpus();
  const terms = chunks.map((chunk) => new Set(words(`${chunk.metadata?.title ?? ''} ${chunk.text}`)));
  const documentFrequency = new Map<string, number>();
  for (const set of terms)
    for (const term of set) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = new Map(
    [...documentFrequency].map(([term, count]) => [term, Math.log(1 + chunks.length / count)]),
  );
  corpus = { chunks, terms, idf };
  return corpus;
}

/** The `limit` chunks sharing the most (rare) words with the question; none when nothing matches. */
export function retrieve(question: string, limit = 3): Chunk[] {
  const { chunks, terms, idf } = index();
  const asked = new Set(words(question));
  return chunks
    .map((chunk, position) => ({
      chunk,
      score: [...asked].reduce(
        (sum, term) => sum + (terms[position]!.has(term) ? (idf.get(term) ?? 0) : 0),
        0,
      ),
    }))
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((ranked) => ranked.chunk);
}
