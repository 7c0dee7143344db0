/**
 * The languages the toolkit reads, with the codes the detector gives them, and the lazy loader of
 * their modules: the stemmer and stop words of a language are imported the first time a text in
 * it is judged, never by an English-only check or by importing the package.
 */
import type { LanguageCode, LanguageModule } from './language-module.js';

export interface LanguageInfo {
  code: LanguageCode;
  name: string;
  /** ISO 639-3, as `franc-min` reports it. */
  iso6393: string;
}

/** Every language the one text toolkit reads; English first (the toolkit's own path). */
export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', iso6393: 'eng' },
  { code: 'de', name: 'German', iso6393: 'deu' },
  { code: 'es', name: 'Spanish', iso6393: 'spa' },
  { code: 'fr', name: 'French', iso6393: 'fra' },
  { code: 'it', name: 'Italian', iso6393: 'ita' },
  { code: 'pt', name: 'Portuguese', iso6393: 'por' },
];

const BY_CODE = new Map(LANGUAGES.map((language) => [language.code as string, language]));

/** Whether the toolkit reads `code` (an ISO 639-1 code). */
export function isReadLanguage(code: string): code is LanguageCode {
  return BY_CODE.has(code);
}

/** The English name of a language code, for messages; the code itself when unknown. */
export function languageName(code: string): string {
  return BY_CODE.get(code)?.name ?? LANGUAGE_NAMES[code] ?? code;
}

/** Names of languages the detector reports that the toolkit does not read (for clear messages). */
const LANGUAGE_NAMES: Record<string, string> = {
  ru: 'Russian',
  uk: 'Ukrainian',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
  he: 'Hebrew',
  hi: 'Hindi',
  nl: 'Dutch',
  pl: 'Polish',
  tr: 'Turkish',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  fi: 'Finnish',
  cs: 'Czech',
  el: 'Greek',
  ro: 'Romanian',
  hu: 'Hungarian',
  th: 'Thai',
  vi: 'Vietnamese',
  id: 'Indonesian',
  ca: 'Catalan',
  und: 'an undetermined language',
};

const loaded = new Map<string, Promise<LanguageModule>>();

/**
 * The module of a language other than English, loaded once.
 * @example const german = await loadLanguageModule('de'); tokenize('Nicht erlaubt.', 0, german);
 */
export function loadLanguageModule(code: Exclude<LanguageCode, 'en'>): Promise<LanguageModule> {
  let module = loaded.get(code);
  if (!module) {
    module = importModule(code);
    loaded.set(code, module);
  }
  return module;
}

async function importModule(code: Exclude<LanguageCode, 'en'>): Promise<LanguageModule> {
  const { buildLanguageModule } = await import('./build-language-module.js');
  switch (code) {
    case 'de':
      return buildLanguageModule((await import('./german.js')).GERMAN);
    case 'es':
      return buildLanguageModule((await import('./spanish.js')).SPANISH);
    case 'fr':
      return buildLanguageModule((await import('./french.js')).FRENCH);
    case 'it':
      return buildLanguageModule((await import('./italian.js')).ITALIAN);
    case 'pt':
      return buildLanguageModule((await import('./portuguese.js')).PORTUGUESE);
  }
}
