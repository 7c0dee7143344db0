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
