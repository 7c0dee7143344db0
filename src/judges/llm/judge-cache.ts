/**
 * A cache of judge results keyed by content hashes (claim, query, chunk ids and texts, model id,
 * prompt version), so that verifying the same answer again makes no model call. The interface is
 * small and async with JSON values, so a Postgres-backed cache can replace the in-memory default;
 * values are validated when read, and a bad entry is a miss, never a verdict.
 */
import { createHash } from 'node:crypto';

/** Where the LLM judge keeps results. Values are plain JSON. */
export interface JudgeCache {
  get(key: string): Promise<unknown> | unknown;
  set(key: string, value: unknown): Promise<void> | void;
}

export interface MemoryJudgeCacheOptions {
  /** Entries kept; the least recently used go first. Default 10 000. */
  maxEntries?: number;
}

/**
 * The default cache: a bounded in-memory LRU map, per process.
 * @example const judge = llmJudge({ model, cache: createMemoryJudgeCache({ maxEntries: 1000 }) });
 */
export function createMemoryJudgeCache(
  options: MemoryJudgeCacheOptions = {},
): JudgeCache & { size(): number } {
  const maxEntries = Math.max(1, options.maxEntries ?? 10_000);
  const entries = new Map<string, unknown>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key);
      entries.delete(key);
      entries.set(key, value);
      return structuredClone(value);
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, structuredClone(value));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    size: () => entries.size,
  };
}

/** A SHA-256 hex key over the given parts (order matters; `undefined` is distinct from ''). */
export function cacheKey(parts: ReadonlyArray<string | undefined | ReadonlyArray<string>>): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    if (part === undefined) hash.update('\u0001');
    else if (typeof part === 'string') hash.update(`s${part.length}:`).update(part);
    else {
      hash.update(`a${part.length}:`);
      for (const item of part) hash.update(`${item.length}:`).update(item);
    }
    hash.update('\u0000');
  }
  return hash.digest('hex');
}
