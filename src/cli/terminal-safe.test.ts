import { describe, expect, it } from 'vitest';
import { memoryIO } from './__fixtures__/memory-io.js';
import { runCli } from './program.js';
import { terminalSafe } from './terminal-safe.js';

const ESC = '\u001b';
// Clears the screen, retitles the window (OSC), flips text right-to-left, and forges a line.
const HOSTILE = `${ESC}[2J${ESC}]0;pwned\u0007\u202enoisiv\nfaithcheck verify: ok`;
// Every byte a terminal acts on, outside what a message may hold.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('terminalSafe', () => {
  it('shows control characters as escapes and leaves other text alone', () => {
    expect(terminalSafe(HOSTILE)).toBe('\\x1b[2J\\x1b]0;pwned\\x07\\u202enoisiv\\nfaithcheck verify: ok');
    expect(terminalSafe('tab\tand ünïcode ✓')).toBe('tab\tand ünïcode ✓');
  });
});

describe('CLI error messages never echo control bytes (issue 16 item 17)', () => {
  const cases: Array<[string, string[], Record<string, string>, string]> = [
    ['a file name', ['verify', `${HOSTILE}.json`], {}, 'cannot read'],
    ['invalid JSON', ['verify', 'in.json'], { 'in.json': `{"response": x${HOSTILE}` }, 'not valid JSON'],
    [
      'a duplicate chunk id',
      ['verify', 'in.json'],
      {
        'in.json': JSON.stringify({
          response: 'It is so.',
          chunks: [
            { id: HOSTILE, text: 'a' },
            { id: HOSTILE, text: 'b' },
          ],
        }),
      },
      'used by another chunk',
    ],
    [
      'a flag value',
      ['verify', 'in.json', '--policy', HOSTILE],
      { 'in.json': '{"response":"x","context":[]}' },
      '--policy',
    ],
    ['an unknown option', ['verify', `--${HOSTILE}`], {}, 'unknown option'],
  ];
  for (const [name, argv, files, expected] of cases) {
    it(`${name}: exit 2, the message escaped`, async () => {
      const io = memoryIO(files);
      expect(await runCli(argv, io)).toBe(2);
      const stderr = io.err.join('');
      expect(stderr).toContain(expected);
      expect(stderr).not.toMatch(CONTROL);
      expect(stderr).toContain('\\x1b[2J');
      // One message, whatever newlines the input held (commander adds its usage hint on a line of its own).
      expect(stderr.split('\n').filter((line) => line.startsWith('faithcheck verify: ok'))).toEqual([]);
    });
  }
});
