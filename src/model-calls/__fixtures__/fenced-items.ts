/**
 * Reads a rendered prompt back the way a model would have to: the fenced items (kind, attributes,
 * text) and the text outside every fence. Prompt-injection tests use it to show that untrusted
 * text arrives whole, inside its fence, and nowhere else.
 */

export interface FencedItem {
  tag: string;
  kind: string | undefined;
  attributes: Record<string, string>;
  text: string;
}

const FENCED = /<(data-[0-9a-f]+)((?: [a-z]+="[^"]*")*)>\n([\s\S]*?)\n<\/\1>/g;

/** Every fenced item of the prompt, in order. */
export function fencedItems(prompt: string): FencedItem[] {
  return [...prompt.matchAll(FENCED)].map((match) => {
    const attributes = Object.fromEntries(
      [...match[2]!.matchAll(/ ([a-z]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!, attribute[2]!]),
    );
    return { tag: match[1]!, kind: attributes.kind, attributes, text: match[3]! };
  });
}

/** The prompt with every fenced item cut out: what the model reads as instructions and labels. */
export function outsideFences(prompt: string): string {
  return prompt.replace(FENCED, '');
}
