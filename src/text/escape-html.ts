/**
 * HTML escaping for every page faithcheck renders (the eval report, the review page). Claims,
 * chunks, reasoning, dataset names and ids come from data files, users and models, so every piece
 * of text goes through here before it reaches a page. The backtick is escaped too: old browsers
 * treated it as an attribute quote.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/**
 * Escape text for an HTML text node or a quoted attribute value.
 * @example escapeHtml('<script>') // '&lt;script&gt;'
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (character) => ESCAPES[character]!);
}
