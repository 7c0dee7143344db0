/**
 * White space as a regular expression's `\s` reads it, tested by character code: for loops that
 * trim or scan every sentence of every chunk, where a regular expression per character costs more.
 * @example isWhiteSpace(' '.charCodeAt(0)) // true
 */
export function isWhiteSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
