/**
 * Bounds on chunk metadata, which is free-form JSON passed through to storage. Without them, JSON
 * nested 10,000 levels deep (20 kB, well under the body limit) overflows the stack wherever it is
 * serialised, and a large object costs memory on every save. The walk is iterative, so checking
 * the value cannot overflow the stack itself, and it stops as soon as a limit is passed, so shared
 * references cannot make it run long.
 */
import { InputError } from '../errors.js';

export interface MetadataLimits {
  /** Deepest nesting of objects and arrays; the metadata object itself is level 1. */
  maxMetadataDepth: number;
  /** Largest metadata, in characters of its JSON text (approximately: keys, strings, numbers). */
  maxMetadataChars: number;
}

/** Rough JSON length of a leaf or of the punctuation around a container. */
function leafSize(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  return 4;
}

/**
 * Throws an `InputError` naming `path` when `metadata` is nested deeper or is larger than allowed.
 * @example checkMetadata({ source: 'kb' }, { path: 'chunks[0].metadata', maxMetadataDepth: 32, maxMetadataChars: 100_000 })
 */
export function checkMetadata(metadata: unknown, options: { path: string } & MetadataLimits): void {
  const { path, maxMetadataDepth, maxMetadataChars } = options;
  const stack: Array<{ value: unknown; depth: number }> = [{ value: metadata, depth: 1 }];
  let size = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'object' && value !== null) {
      if (depth > maxMetadataDepth) {
        throw new InputError(`${path} is nested deeper than ${maxMetadataDepth} levels`, path);
      }
      size += 2;
      if (Array.isArray(value)) {
        for (const item of value) {
          size += 1;
          stack.push({ value: item, depth: depth + 1 });
        }
      } else {
        for (const [key, item] of Object.entries(value)) {
          size += key.length + 4;
          stack.push({ value: item, depth: depth + 1 });
        }
      }
    } else {
      size += leafSize(value);
    }
    if (size > maxMetadataChars) {
      throw new InputError(
        `${path} is larger than ${maxMetadataChars} characters of JSON; the limit is ${maxMetadataChars}`,
        path,
      );
    }
  }
}
