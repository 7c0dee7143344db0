import { describe, expect, it } from 'vitest';
import { estimateTokens, selectPassages } from './select-passages.js';

const noise = (topic: string, count: number) =>
  Array.from({ length: count }, (_, index) => `Note ${index} is about ${topic} and nothing else.`).join(' ');

describe('selectPassages', () => {
  it('returns the chunks untouched when they fit', () => {
    const chunks = [{ id: 'a', text: 'short text' }];
    expect(selectPassages({ queries: ['x'], chunks, maxTokens: 100 })).toMatchObject({
      chunks,
      selected: false,
    });
  });

  it('keeps each claim’s best passage within the budget, as exact substrings with their chunk id', () => {
    const chunks = [
      {
        id: 'a',
        text: `${noise('weather', 30)} The Eiffel Tower is 330 metres tall. ${noise('weather', 30)}`,
      },
      { id: 'b', text: `${noise('cooking', 30)} Mount Everest is 8849 metres high. ${noise('cooking', 30)}` },
    ];
    const selection = selectPassages({
      queries: ['The Eiffel Tower is 330 metres tall.', 'Everest is 8849 metres high.'],
      chunks,
      maxTokens: 150,
    });
    expect(selection.selected).toBe(true);
    expect(selection.selectedTokens).toBeLessThanOrEqual(150);
    const byId = Object.fromEntries(selection.chunks.map((chunk) => [chunk.id, chunk.text]));
    expect(byId.a).toContain('The Eiffel Tower is 330 metres tall.');
    expect(byId.b).toContain('Mount Everest is 8849 metres high.');
    for (const chunk of selection.chunks) {
      const original = chunks.find((candidate) => candidate.id === chunk.id)!.text;
      for (const part of chunk.text.split('\n[…]\n')) expect(original).toContain(part);
    }
    expect(selection.originalTokens).toBe(chunks.reduce((sum, chunk) => sum + estimateTokens(chunk.text), 0));
  });
});
