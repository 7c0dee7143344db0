/**
 * Where the next token starts, for both tokenizers (`tokenize.ts`, `languages/tokenize-language.ts`):
 * their patterns match at every letter, mark or number and at no other character, so each finds a
 * token's start itself and asks its sticky pattern only for the end — no match array per token, and
 * no pattern tried at every character in between.
 */

/** What a token can start with: each tokenizer's pattern matches at every such character and at no other. */
const TOKEN_START = /[\p{L}\p{M}\p{N}]/uy;

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

/**
 * Where the next token starts at or after `from`, or -1: the next ASCII letter or digit, or
 * non-ASCII letter, mark or number (a surrogate pair is read whole at its first half; its second
 * half alone is none of these).
 */
export function nextTokenStart(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 128) {
      if (isAsciiLetterOrDigit(code)) return at;
      continue;
    }
    TOKEN_START.lastIndex = at;
    if (TOKEN_START.test(text)) return at;
  }
  return -1;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/**
 * Where a word of ASCII letters at `start` ends, when an ASCII character other than an apostrophe
 * (or the text's end) ends it: there each tokenizer's word alternative, the only one of its
 * pattern that starts with a letter, ends it too. Else -1 (a number, another script, "don't": ask
 * the pattern).
 */
export function asciiWordEnd(text: string, start: number): number {
  if (!isAsciiLetter(text.charCodeAt(start))) return -1;
  let at = start + 1;
  while (at < text.length && isAsciiLetter(text.charCodeAt(at))) at += 1;
  const code = at < text.length ? text.charCodeAt(at) : 0;
  return code < 128 && code !== 39 ? at : -1;
}
