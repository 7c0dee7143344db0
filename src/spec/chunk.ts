import type { JsonObject } from './json.js';

/**
 * A retrieved passage the answer is checked against.
 *
 * A type alias of JSON, not an interface: a `Chunk[]` goes as it is into the AI SDK's
 * `providerOptions: { faithcheck: { chunks } }` (JSON only), where an interface is refused
 * (TS2322, "Index signature for type 'string' is missing in type 'Chunk'").
 */
export type Chunk = {
  /** Unique within one check; plain `string[]` contexts get `c1`, `c2`, … */
  id: string;
  text: string;
  /** Free-form metadata: title, source, url, ticker, year, filing type, … (JSON: it is stored as jsonb). */
  metadata?: ChunkMetadata;
};

/** A chunk's metadata: any JSON object. */
export type ChunkMetadata = JsonObject;

/**
 * A chunk as callers hand it in: a `Chunk`, a plain string (given an id `c1`, `c2`, …), or an object
 * with `text` or `content`, a numeric id and metadata of any shape (checked at the boundary,
 * stored as JSON).
 */
export type RetrievedChunk =
  | Chunk
  | string
  | { id?: string | number; text: string; metadata?: Record<string, unknown> }
  | { id?: string | number; content: string; metadata?: Record<string, unknown> };
