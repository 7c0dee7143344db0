import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { nameSpans } from './compare-slots.js';

function names(text: string, joined = false) {
  return nameSpans(tokenize(text), text, 0, undefined, joined).map((span) => span.text);
}

describe('nameSpans', () => {
  it.each([
    // Punctuation between capitalised words ends a name.
    ['A spokesperson of DIICOT, Romona Bolla, said so.', ['DIICOT', 'Romona Bolla']],
    ['He farms in Kasama, Zambia.', ['Kasama', 'Zambia']],
    ['Evan Moore, (Opelousas, La.) Daily World editor', ['Evan Moore', 'Opelousas', 'La', 'Daily World']],
    ['The single has "Playing With Fire", "Stay" and "Whistle".', ['Playing', 'Fire', 'Stay', 'Whistle']],
    // A period, a hyphen or an apostrophe stays inside one.
    ['He played for the St. Louis Cardinals in 1990.', ['St. Louis Cardinals']],
    ["The Coca-Cola Company's profits rose.", ["Coca-Cola Company's"]],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('joins a list into one role when asked', () => {
    expect(names('He farms in Kasama, Zambia.', true)).toEqual(['Kasama, Zambia']);
  });
});
