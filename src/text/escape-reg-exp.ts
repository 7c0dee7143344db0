/** Escapes the characters a regular expression reads specially, to match `text` as written. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
