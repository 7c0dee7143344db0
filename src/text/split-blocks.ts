/**
 * First pass of sentence segmentation: cuts a response into markdown-aware blocks (paragraphs,
 * list items, headings, table rows, code) before sentences are split inside them. Line breaks
 * matter in model answers: a bullet is its own sentence even without a period, a line ending in a
 * colon introduces what follows, but a line wrapped mid-sentence still belongs to its sentence.
 */

/** What a block is, as markdown sees it. */
export type BlockKind = 'paragraph' | 'list_item' | 'heading' | 'table_header' | 'table_row' | 'code';

/** A block of the text: `[start, end)` holds its content without markers (`- `, `# `, `|`). */
export interface TextBlock {
  start: number;
  end: number;
  kind: BlockKind;
}

const FENCE = /^ {0,3}(?:```|~~~)/;
const HEADING = /^ {0,3}#{1,6}[ \t]+/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const BULLET = /^[ \t]*(?:[-*+\u2022\u2023\u25e6\u25aa]|\d{1,3}[.)]|[a-z]\)|\([a-z0-9]{1,3}\))[ \t]+/;
const TABLE_ROW = /^[ \t]*\|.*\|[ \t]*$/;
const TABLE_SEPARATOR = /^[ \t]*\|?(?:[ \t]*:?-{2,}:?[ \t]*\|)+(?:[ \t]*:?-{2,}:?[ \t]*)?\|?[ \t]*$/;
const BLOCKQUOTE = /^[ \t]*>[ \t]?/;
const LEADING_SPACE = /^[ \t]*/;
/** A line ending with one of these words was wrapped mid-sentence. */
const CONTINUATION_WORDS = new Set(
  (
    'and or but nor the a an of to in on at for with by from as than that which who whose is are ' +
    'was were be been being has have had its their his her our your my this these those'
  ).split(' '),
);

/**
 * Splits a text into blocks. Code fences become one `code` block; table separator rows, horizontal
 * rules and blank lines produce nothing.
 */
export function splitBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let open: TextBlock | null = null;
  let openLineStart = 0;
  let fenceStart = -1;
  const flush = () => {
    if (open) blocks.push(open);
    open = null;
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const nextLine = lineEnd + 1;
    const contentEnd = text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
    const line = text.slice(lineStart, contentEnd);
    if (fenceStart >= 0) {
      if (FENCE.test(line)) {
        blocks.push({ start: fenceStart, end: contentEnd, kind: 'code' });
        fenceStart = -1;
      }
    } else if (FENCE.test(line)) {
      flush();
      fenceStart = lineStart + (LEADING_SPACE.exec(line)?.[0].length ?? 0);
    } else if (line.trim() === '' || RULE.test(line)) {
      flush();
    } else if (HEADING.test(line)) {
      flush();
      blocks.push({
        start: lineStart + (HEADING.exec(line)?.[0].length ?? 0),
        end: contentEnd,
        kind: 'heading',
      });
    } else if (TABLE_SEPARATOR.test(line) && line.includes('|')) {
      flush();
      const previous = blocks[blocks.length - 1];
      if (previous?.kind === 'table_row') previous.kind = 'table_header';
    } else if (TABLE_ROW.test(line)) {
      flush();
      const first = line.indexOf('|') + 1;
      const last = line.lastIndexOf('|');
      blocks.push({ start: lineStart + first, end: lineStart + last, kind: 'table_row' });
    } else {
      const bullet = BULLET.exec(line);
      if (bullet) {
        flush();
        open = { start: lineStart + bullet[0].length, end: contentEnd, kind: 'list_item' };
        openLineStart = open.start;
      } else {
        const quote = BLOCKQUOTE.exec(line);
        const start = lineStart + (quote ? quote[0].length : 0);
        const current = open as TextBlock | null;
        if (
          current &&
          continuesSentence(text.slice(openLineStart, current.end), text.slice(start, contentEnd))
        ) {
          current.end = contentEnd;
        } else {
          flush();
          open = { start, end: contentEnd, kind: 'paragraph' };
        }
        openLineStart = start;
      }
    }
    lineStart = nextLine;
  }
  if (fenceStart >= 0) blocks.push({ start: fenceStart, end: text.length, kind: 'code' });
  flush();
  return blocks;
}

/** Whether `next` (a line) continues the block whose last line is `previous`. */
function continuesSentence(previous: string, next: string): boolean {
  const last = previous.trimEnd();
  const final = last[last.length - 1] ?? '';
  if (final === ':') return false;
  // A finished sentence continues the block; the sentence splitter decides at its period.
  if ('.!?\u2026,;([-\u2013\u2014/&'.includes(final)) return true;
  const first = next.trimStart()[0] ?? '';
  if (first >= 'a' && first <= 'z') return true;
  const lastWord = /[A-Za-z]+$/.exec(last)?.[0].toLowerCase() ?? '';
  return CONTINUATION_WORDS.has(lastWord);
}
