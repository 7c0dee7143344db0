import { describe, expect, it } from 'vitest';
import { lettersAtEnd } from './letters-at-end.js';

const PATTERN = /([\p{L}.]+)$/u;

describe('lettersAtEnd', () => {
  it('reads the letters and periods that end a text, as the pattern does', () => {
    expect(lettersAtEnd('the U.S.')).toBe('U.S.');
    expect(lettersAtEnd('in Helsingør')).toBe('Helsingør');
    expect(lettersAtEnd('z. B')).toBe('B');
    expect(lettersAtEnd('in the 1920s')).toBe('s');
    expect(lettersAtEnd('9°C')).toBe('C');
    expect(lettersAtEnd('3 ')).toBe('');
    expect(lettersAtEnd('')).toBe('');
  });

  it('agrees with the pattern on texts of mixed scripts, marks and surrogate pairs', () => {
    const alphabet = [
      'a',
      'Z',
      '.',
      ' ',
      '1',
      'ø',
      'é',
      'ª',
      '\u0301',
      '😀',
      '𝐀',
      '\ud835',
      'ß',
      '中',
      'Ж',
      '\u00a0',
    ];
    let state = 11;
    const random = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    for (let round = 0; round < 5000; round += 1) {
      let text = '';
      const length = Math.floor(random() * 13);
      for (let at = 0; at < length; at += 1) text += alphabet[Math.floor(random() * alphabet.length)];
      expect(lettersAtEnd(text)).toBe(PATTERN.exec(text)?.[1] ?? '');
    }
  });
});
