import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { multipleDirection } from './multiple-direction.js';

const read = (text: string) => {
  const found = multipleDirection(tokenize(text));
  return found && { text: found.token.text, up: found.up };
};

describe('multipleDirection', () => {
  it('reads "twice as long as" as more and "half as heavy as" as less', () => {
    expect(read('aged for 24 months, twice as long as its standard wheel')).toEqual({
      text: 'twice as long as',
      up: true,
    });
    expect(read('half as heavy as the old model')).toEqual({ text: 'half as heavy as', up: false });
    expect(read('three times as cheap as')).toEqual({ text: 'three times as cheap as', up: false });
  });

  it('reads "1.6 times that of" by its factor', () => {
    expect(read('a radius about 1.6 times that of Earth')).toEqual({ text: '1.6 times that of', up: true });
    expect(read('a radius 0.8 times that of Earth')).toEqual({ text: '0.8 times that of', up: false });
  });

  it('reads no direction in "as long as", a count of times, or an adjective it does not know', () => {
    expect(read('as long as the wheel')).toBeNull();
    expect(read('one times as long as')).toBeNull();
    expect(read('ran three times a week')).toBeNull();
    expect(read('twice as pretty as')).toBeNull();
  });
});
