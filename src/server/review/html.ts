/**
 * HTML built with a tagged template that escapes every interpolated value unless it is already
 * `SafeHtml` (the output of another `html` template). User text (answers, chunks, reasoning, ids)
 * can therefore only reach a page as text: `<script>` shows as `&lt;script&gt;`.
 */
import { escapeHtml } from '../../text/escape-html.js';

/** Markup that is already safe. Only `html` and `raw` create it. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** @example html`<p>${userText}</p>` // userText is escaped */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Trusted markup written by this module (CSS, the inline script). Never pass user text. */
export function raw(trusted: string): SafeHtml {
  return new SafeHtml(trusted);
}
