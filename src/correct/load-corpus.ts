/**
 * Reads a directory of documents for the BM25 retriever: `.md` and `.txt` files become one
 * document each (id = file name without extension, title = first heading); `.json` files hold one
 * document `{ id?, title?, text }` or an array of them. Not recursive; files sorted by name so the
 * corpus (and every result over it) is deterministic.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { z } from 'zod';
import { InputError } from '../errors.js';
import type { CorpusDocument } from './bm25-retriever.js';

const jsonDocumentSchema = z.object({
  id: z.string().min(1).optional(),
  title: z.string().optional(),
  text: z.string(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/**
 * @throws InputError when the directory cannot be read, a JSON file is malformed, or nothing is found.
 * @example const documents = await loadCorpus({ directory: 'examples/corpus' });
 */
export async function loadCorpus({ directory }: { directory: string }): Promise<CorpusDocument[]> {
  let names: string[];
  try {
    names = (await readdir(directory)).sort();
  } catch (error) {
    throw new InputError(`cannot read corpus directory ${directory}: ${(error as Error).message}`, 'corpus', {
      cause: error,
    });
  }
  const documents: CorpusDocument[] = [];
  for (const name of names) {
    const extension = extname(name).toLowerCase();
    if (!['.md', '.txt', '.json'].includes(extension)) continue;
    const text = await readFile(join(directory, name), 'utf8');
    const stem = basename(name, extname(name));
    if (extension === '.json') {
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (error) {
        throw new InputError(`${name} is not valid JSON: ${(error as Error).message}`, 'corpus');
      }
      const parsed = z.union([jsonDocumentSchema, z.array(jsonDocumentSchema)]).safeParse(raw);
      if (!parsed.success)
        throw new InputError(`${name}: expected { id?, title?, text } or an array of them`, 'corpus');
      const entries = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
      entries.forEach((entry, position) => {
        documents.push({
          id: entry.id ?? (entries.length === 1 ? stem : `${stem}-${position + 1}`),
          text: entry.text,
          metadata: { ...entry.metadata, source: name, ...(entry.title ? { title: entry.title } : {}) },
        });
      });
    } else {
      const title = text.match(/^\s*#\s+(.+)$/m)?.[1]?.trim();
      documents.push({ id: stem, text, metadata: { source: name, ...(title ? { title } : {}) } });
    }
  }
  if (documents.length === 0)
    throw new InputError(`no .md, .txt or .json documents in ${directory}`, 'corpus');
  return documents;
}
