/**
 * What PostgreSQL can hold. Its `text` and `jsonb` types refuse NUL (U+0000) and unpaired UTF-16
 * surrogates, which are legal in JavaScript strings and in JSON, so they pass input validation.
 * Refusing the check would lose it (and a background check would silently never be stored), so
 * every string written to the database goes through here instead: both become U+FFFD.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `text` with NUL and unpaired surrogates replaced by U+FFFD: the rest is kept, and the
 * replacement character marks where the unstorable one was.
 * @example toStorableText('a\u0000b\ud800') // 'a\uFFFDb\uFFFD'
 */
export function toStorableText(text: string): string {
  const withoutNul = text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text;
  // What `String.prototype.toWellFormed()` does (ES2024, newer than this project's `lib`).
  return withoutNul.replace(LONE_SURROGATE, '\uFFFD');
}

/** A `JSON.stringify` replacer applying `toStorableText` to every string value and object key. */
function storableReplacer(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return toStorableText(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.every((key) => toStorableText(key) === key)) return value;
  return Object.fromEntries(
    keys.map((key) => [toStorableText(key), (value as Record<string, unknown>)[key]]),
  );
}

/** JSON text that `jsonb` accepts: see `toStorableText`. */
export function toStorableJson(value: unknown): string {
  return JSON.stringify(value, storableReplacer);
}

/** A JSON value (e.g. a queue job's payload) whose strings and keys `jsonb` accepts. */
export function toStorableValue<Value>(value: Value): Value {
  return JSON.parse(toStorableJson(value)) as Value;
}
