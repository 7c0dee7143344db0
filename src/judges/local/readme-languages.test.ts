/** The README's "Languages" snippet runs as written and prints what it says. */
import { describe, expect, it } from 'vitest';
import { verify } from '../../verify.js';

describe('README Languages snippet', () => {
  it('detects German and catches the negation with the default judge', async () => {
    const report = await verify({
      response: 'Reduzierte Artikel können nicht zurückgegeben werden.',
      chunks: [
        { id: 'policy', text: 'Reduzierte Artikel können innerhalb von 30 Tagen zurückgegeben werden.' },
      ],
    });
    expect([report.language, report.claims[0]?.verdict]).toEqual(['de', 'contradicted']);
  });
});
