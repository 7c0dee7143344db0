import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../core/bm25-index.js';
import { keyTerms, stem, tokenize } from '../core/tokenize.js';
import { InputError } from '../errors.js';
import { createBm25Retriever } from './bm25-retriever.js';
import { loadCorpus } from './load-corpus.js';

describe('tokenize', () => {
  it('drops stop words, keeps numbers and folds inflections together', () => {
    expect(tokenize('The returns were returned within 30 days')).toEqual([
      'return',
      'return',
      'within',
      '30',
      'day',
    ]);
    expect(stem('policies')).toBe('policy');
    expect(stem('shipping')).toBe(stem('ships'));
    expect(stem('business')).toBe('business');
  });

  it('gives distinct, readable key terms', () => {
    expect(keyTerms({ text: 'Refunds are sent within 14 business days, refunds!' })).toEqual([
      'refunds',
      'sent',
      'within',
      '14',
      'business',
      'days',
    ]);
    expect(keyTerms({ text: 'a b c d e f g h', max: 3 })).toHaveLength(3);
  });
});

describe('Bm25Index', () => {
  it('ranks the document with the query terms first and weighs rare terms more', () => {
    const index = new Bm25Index([
      'shipping shipping shipping is free on large orders',
      'refunds take five business days',
      'shipping takes five business days',
    ]);
    const hits = index.search({ query: 'refund business days' });
    expect(hits[0]!.index).toBe(1);
    expect(hits.map((hit) => hit.index)).toEqual([1, 2]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect(index.idf(stem('refunds'))).toBeGreaterThan(index.idf(stem('shipping')));
  });

  it('saturates term frequency and normalises length', () => {
    const index = new Bm25Index(['tent', 'tent tent tent tent', 'tent with many other unrelated words here']);
    const [one, four, long] = [0, 1, 2].map((position) => index.score('tent', position));
    expect(four!).toBeGreaterThan(one!);
    expect(four! / one!).toBeLessThan(4);
    expect(one!).toBeGreaterThan(long!);
  });

  it('returns nothing for an empty query or an empty index, and keeps ties in document order', () => {
    expect(new Bm25Index(['a tent']).search({ query: 'the of and' })).toEqual([]);
    expect(new Bm25Index().search({ query: 'tent' })).toEqual([]);
    const ties = new Bm25Index(['blue tent', 'blue tent']).search({ query: 'tent' });
    expect(ties.map((hit) => hit.index)).toEqual([0, 1]);
  });
});

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
