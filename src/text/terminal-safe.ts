/**
 * Error messages quote the input (a file name, a chunk id, a bad flag value, a JSON parser's
 * excerpt), and the input may hold terminal control sequences: ESC [ … could recolour, move the
 * cursor, retitle the window or hide the lines before it. Messages are printed with every control
 * character (C0, DEL, C1) and every bidirectional override written as a visible escape instead.
 */

// C0 controls but tab, DEL, C1 controls, and the bidi embeddings/overrides/isolates.
const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function escapeCharacter(character: string): string {
  if (character === '\n') return '\\n';
  if (character === '\r') return '\\r';
  const code = character.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * The text with control characters made visible, so printing it cannot drive the terminal; for a
 * one-line message, newlines are shown as `\n` too, so the input cannot forge lines.
 * @example terminalSafe('bad id "\u001b[2J"') // 'bad id "\\x1b[2J"'
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, escapeCharacter);
}
