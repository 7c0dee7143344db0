/**
 * `/[,;:]/.test(text.slice(start, end))`, read in place: the clause readers ask it between every
 * two tokens of a sentence, and the slice cut a string per token for a regex to scan.
 * @example breaksClause('Dogs bark; cats purr.', 9, 11) // true
 */
export function breaksClause(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 44 || code === 59 || code === 58) return true;
  }
  return false;
}
