/**
 * Prompts are data: versioned template files under `prompts/<version>/<name>.md` at the package
 * root, with a system and a user section and `{{named}}` variables — every prompt faithcheck sends
 * (the judge's, the answer-level checks', the corrective loop's). They are loaded once, checked
 * against the variables the code will supply (a typo in a template fails loudly, not silently),
 * and rendered in a single pass so that a value can never inject another variable. Every prompt
 * has a `fence` variable: untrusted text reaches it only inside fences (`fence-untrusted.ts`).
 * The code reads them from a generated module (`prompt-files.generated.ts`, written from the
 * folder by `npm run generate`), which bundlers include like any import.
 */
import { createHash } from 'node:crypto';
import { ConfigurationError } from '../errors.js';
import { PROMPT_FILES } from './prompt-files.generated.js';

/** The current prompt set: the judge's default and the version of every other prompt. */
export const PROMPT_VERSION = 'v2';

/** Each prompt and the variables it must use, exactly. */
export const PROMPT_VARIABLES = {
  // The LLM judge.
  'single-call': ['fence', 'query', 'chunks', 'response'],
  'extract-claims': ['fence', 'query', 'response'],
  'verify-claims': ['fence', 'query', 'chunks', 'claims'],
  'verify-claim': ['fence', 'query', 'chunks', 'claim'],
  // The answer-level checks (alignment, facts).
  alignment: ['fence', 'query', 'sources', 'answer'],
  facts: ['fence', 'sources', 'answer'],
  // The corrective loop.
  generate: ['fence', 'query', 'context'],
  regenerate: ['fence', 'query', 'context', 'claims'],
  rewrite: ['fence', 'context', 'response', 'sentence'],
  'targeted-queries': ['fence', 'query', 'claims'],
} as const;

export type PromptName = keyof typeof PROMPT_VARIABLES;
export type PromptVariables<Name extends PromptName> = Record<
  (typeof PROMPT_VARIABLES)[Name][number],
  string
>;

export interface PromptTemplate<Name extends PromptName = PromptName> {
  name: Name;
  version: string;
  system: string;
  user: string;
}

export interface RenderedPrompt {
  system: string;
  prompt: string;
  /** `<version>/<name>`: what a result records so that it says which prompt produced it. */
  promptId: string;
}

/** The id a result records for a prompt, `<version>/<name>`. */
export function promptId(name: PromptName, version: string = PROMPT_VERSION): string {
  return `${version}/${name}`;
}

const SECTION = /<!--\s*section:\s*(system|user)\s*-->\n?/g;
const VARIABLE = /\{\{([a-z_]+)\}\}/g;
const cache = new Map<string, PromptTemplate>();

/** Parses and validates a template's text. Exported for tests. */
export function parsePromptTemplate<Name extends PromptName>(
  name: Name,
  version: string,
  text: string,
): PromptTemplate<Name> {
  const sections: Record<string, string> = {};
  const markers = [...text.matchAll(SECTION)];
  markers.forEach((marker, position) => {
    const start = marker.index + marker[0].length;
    const end = markers[position + 1]?.index ?? text.length;
    sections[marker[1]!] = text.slice(start, end).trim();
  });
  if (!sections.system || !sections.user) {
    throw new ConfigurationError(`prompt ${version}/${name} needs a system and a user section`);
  }
  const used = new Set(
    [...`${sections.system}\n${sections.user}`.matchAll(VARIABLE)].map((match) => match[1]!),
  );
  const expected = new Set<string>(PROMPT_VARIABLES[name]);
  const unknown = [...used].filter((variable) => !expected.has(variable));
  const missing = [...expected].filter((variable) => !used.has(variable));
  if (unknown.length > 0 || missing.length > 0) {
    throw new ConfigurationError(
      `prompt ${version}/${name} does not match its variables: unknown ${JSON.stringify(unknown)}, unused ${JSON.stringify(missing)}`,
    );
  }
  return { name, version, system: sections.system, user: sections.user };
}

/** Loads (once) and validates `prompts/<version>/<name>.md`. */
export function loadPromptTemplate<Name extends PromptName>(
  name: Name,
  version: string = PROMPT_VERSION,
): PromptTemplate<Name> {
  const key = `${version}/${name}`;
  const cached = cache.get(key);
  if (cached) return cached as PromptTemplate<Name>;
  const text = PROMPT_FILES[key];
  if (text === undefined) {
    throw new ConfigurationError(
      `prompt template ${key} does not exist (known: ${Object.keys(PROMPT_FILES).join(', ')})`,
    );
  }
  const template = parsePromptTemplate(name, version, text);
  cache.set(key, template);
  return template;
}

function fill(text: string, variables: Record<string, string>): string {
  return text.replace(VARIABLE, (_match, variable: string) => variables[variable] ?? '');
}

/** Fills a template's variables in one pass (values are never re-expanded). */
export function renderPrompt<Name extends PromptName>(
  template: PromptTemplate<Name>,
  variables: PromptVariables<Name>,
): RenderedPrompt {
  const values = variables as Record<string, string>;
  for (const variable of PROMPT_VARIABLES[template.name]) {
    if (typeof values[variable] !== 'string') {
      throw new ConfigurationError(`prompt ${template.version}/${template.name} needs "${variable}"`);
    }
  }
  return {
    system: fill(template.system, values),
    prompt: fill(template.user, values),
    promptId: promptId(template.name, template.version),
  };
}

/**
 * A short hash of the named templates' text at `version`: what a cache key and a judge's
 * fingerprint carry, so that an edited prompt never meets a verdict its old text produced, even
 * when the version was not bumped. A name without a file is left out (loading it fails later,
 * with its own message).
 */
export function promptSetHash(
  names: readonly PromptName[],
  version: string = PROMPT_VERSION,
  files: Readonly<Record<string, string>> = PROMPT_FILES,
): string {
  const hash = createHash('sha256');
  for (const name of names) {
    const text = files[`${version}/${name}`];
    if (text !== undefined) hash.update(`${name}\0${text}\0`);
  }
  return hash.digest('hex').slice(0, 12);
}
