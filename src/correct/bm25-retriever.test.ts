import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import { createBm25Retriever } from './bm25-retriever.js';
import { loadCorpus } from './load-corpus.js';

describe('createBm25Retriever', () => {
  const documents = [
    {
      id: 'refunds',
      text: '# Refunds\n\n## Timing\n\nRefunds take 5 business days.\n\n## Credit\n\nStore credit never expires.',
    },
    { id: 'shipping', text: 'Standard shipping is free on orders over $50.' },
  ];

  it('splits documents into paragraph chunks with stable ids and the heading as section', async () => {
    const retriever = createBm25Retriever({ documents });
    expect(retriever.chunks.map((chunk) => chunk.id)).toEqual(['refunds#1', 'refunds#2', 'shipping#1']);
    expect(retriever.chunks[0]).toMatchObject({
      text: 'Refunds take 5 business days.',
      metadata: { documentId: 'refunds', section: 'Timing' },
    });
    const found = await retriever.retrieve({ query: 'how long do refunds take', limit: 2 });
    expect(found[0]!.id).toBe('refunds#1');
    expect(found[0]!.score).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(2);
  });

  it('indexes the section heading, so a query naming only the heading still finds the passage', async () => {
    const retriever = createBm25Retriever({ documents });
    const found = await retriever.retrieve({ query: 'timing', limit: 1 });
    expect(found.map((chunk) => chunk.id)).toEqual(['refunds#1']);
  });

  it('can keep whole documents, and rejects duplicate or malformed documents', () => {
    expect(createBm25Retriever({ documents, passages: 'document' }).chunks).toHaveLength(2);
    expect(() => createBm25Retriever({ documents: [documents[1]!, documents[1]!] })).toThrow(InputError);
    expect(() => createBm25Retriever({ documents: [{ id: '', text: 'x' }] })).toThrow(InputError);
  });

  it('loads the example corpus (markdown and JSON) and finds the refund timing', async () => {
    const corpus = await loadCorpus({ directory: 'examples/corpus' });
    expect(corpus.map((document) => document.id)).toContain('membership');
    expect(corpus.find((document) => document.id === 'membership')!.metadata).toMatchObject({
      title: 'Northwind Plus membership',
    });
    const retriever = createBm25Retriever({ documents: corpus });
    const [best] = await retriever.retrieve({
      query: 'refund original payment method business days',
      limit: 3,
    });
    expect(best!.text).toContain('within 5 business days');
    await expect(loadCorpus({ directory: 'examples/no-such-dir' })).rejects.toThrow(InputError);
  });
});
