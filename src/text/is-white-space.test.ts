import { describe, expect, it } from 'vitest';
import { isWhiteSpace } from './is-white-space.js';

describe('isWhiteSpace', () => {
  it('reads every UTF-16 code unit as /\\s/ does', () => {
    const differing: number[] = [];
    for (let code = 0; code < 0x10000; code += 1)
      if (isWhiteSpace(code) !== /\s/.test(String.fromCharCode(code))) differing.push(code);
    expect(differing).toEqual([]);
  });
});
