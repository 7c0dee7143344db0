/**
 * The word before a period, as the sentence splitters read it: the letters of any script and the
 * periods that end a text.
 */

const LETTER = /\p{L}/u;

/**
 * The letters (any script) and periods that end `window`, as `/([\p{L}.]+)$/u` matches them: read
 * back from the end by code unit, where the pattern is tried from every position of the window
 * (the sentence splitters ask it at every period). A surrogate asks the pattern itself.
 * @example lettersAtEnd('the U.S.') // 'U.S.'
 */
export function lettersAtEnd(window: string): string {
  let start = window.length;
  while (start > 0) {
    const code = window.charCodeAt(start - 1);
    // 46 "."
    if (code === 46 || (code >= 97 && code <= 122) || (code >= 65 && code <= 90)) start -= 1;
    else if (code >= 0xd800 && code <= 0xdfff) return window.match(/([\p{L}.]+)$/u)?.[1] ?? '';
    else if (code < 128 || !LETTER.test(window[start - 1]!)) break;
    else start -= 1;
  }
  return window.slice(start);
}
