/**
 * Input limits, enforced on every entry point (library, CLI, HTTP) so that one bad request cannot
 * take unbounded memory or time. Documented in docs/library.md; raise them through `verify()` options.
 */
export interface InputLimits {
  /** Longest response, in characters. */
  maxResponseChars: number;
  /** Most chunks in one check. */
  maxChunks: number;
  /** Longest chunk, in characters. */
  maxChunkChars: number;
  /** Longest query, in characters. */
  maxQueryChars: number;
  /** Deepest nesting of a chunk's metadata (the metadata object is level 1). */
  maxMetadataDepth: number;
  /** Largest chunk metadata, in characters of its JSON text. */
  maxMetadataChars: number;
}

export const DEFAULT_INPUT_LIMITS: Readonly<InputLimits> = {
  maxResponseChars: 100_000,
  maxChunks: 1_000,
  maxChunkChars: 100_000,
  maxQueryChars: 10_000,
  maxMetadataDepth: 32,
  maxMetadataChars: 100_000,
};
