/**
 * What an answer may cite a chunk by, taken from the chunk's metadata: ticker, year and
 * filing type and their combinations ("AAPL 2023", "AAPL 10-Q 2023"), and generic identifiers —
 * title, source (and its file name), URL, document id, chunk number. Metadata keys are matched
 * loosely (`filing_type`, `filingType`, `form` … all name the filing type).
 */
import type { Chunk } from '../spec/chunk.js';
import { escapeRegExp } from '../text/escape-reg-exp.js';

export interface SourceIdentifiers {
  ticker?: string;
  year?: string;
  filingType?: string;
  /** Filing identifiers: ticker, year, filing type and their combinations. */
  financial: string[];
  /** Title, source, source file name, URL, document id, `chunk N`. */
  generic: string[];
  /** All of them, most specific first. */
  all: string[];
}

const KEYS = {
  ticker: ['ticker', 'symbol', 'stocksymbol', 'tickersymbol'],
  year: ['year', 'fiscalyear', 'fy', 'filingyear', 'reportyear'],
  date: ['filingdate', 'date', 'perioddate', 'reportdate'],
  filingType: ['filingtype', 'filing', 'form', 'formtype', 'documenttype', 'doctype'],
  title: ['title', 'documenttitle', 'name'],
  source: ['source', 'sourcefile', 'file', 'filename', 'path'],
  url: ['url', 'link', 'sourceurl', 'href'],
  documentId: ['documentid', 'docid', 'document'],
  chunkNumber: ['chunknumber', 'chunkindex', 'chunkno', 'chunk'],
} as const;

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function pick(metadata: Map<string, unknown>, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = scalar(metadata.get(name));
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * @example
 * sourceIdentifiers({ id: 'c1', text: '…', metadata: { ticker: 'AAPL', year: 2023, filing_type: '10-Q' } }).financial
 * // ['AAPL 10-Q 2023', 'AAPL 2023', 'AAPL 10-Q', '10-Q 2023', 'AAPL', '10-Q', '2023']
 */
export function sourceIdentifiers(chunk: Chunk): SourceIdentifiers {
  const metadata = new Map<string, unknown>();
  for (const [key, value] of Object.entries(chunk.metadata ?? {})) metadata.set(normaliseKey(key), value);

  const ticker = pick(metadata, KEYS.ticker)?.toUpperCase();
  const year = pick(metadata, KEYS.year) ?? pick(metadata, KEYS.date)?.match(/^(\d{4})\b/)?.[1];
  const filingType = pick(metadata, KEYS.filingType);
  const financial: string[] = [];
  if (ticker && filingType && year) financial.push(`${ticker} ${filingType} ${year}`);
  if (ticker && year) financial.push(`${ticker} ${year}`);
  if (ticker && filingType) financial.push(`${ticker} ${filingType}`);
  if (filingType && year) financial.push(`${filingType} ${year}`);
  for (const single of [ticker, filingType, year]) if (single) financial.push(single);

  const generic: string[] = [];
  const title = pick(metadata, KEYS.title);
  const source = pick(metadata, KEYS.source);
  const url = pick(metadata, KEYS.url);
  const documentId = pick(metadata, KEYS.documentId);
  const chunkNumber = pick(metadata, KEYS.chunkNumber);
  if (title) generic.push(title);
  if (url) generic.push(url);
  if (source) {
    generic.push(source);
    const fileName = source
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.[a-z0-9]{1,5}$/i, '');
    if (fileName && fileName !== source && fileName.length >= 3) generic.push(fileName);
  }
  if (documentId) generic.push(documentId);
  if (chunkNumber && /^\d+$/.test(chunkNumber)) generic.push(`chunk ${chunkNumber}`);

  const all = [...new Set([...financial, ...generic])].filter((identifier) => identifier.length >= 2);
  return { ticker, year, filingType, financial, generic, all };
}

const compiled = new Map<string, RegExp>();

/** Whether `text` mentions `identifier` as a whole word or phrase, ignoring case and spacing. */
export function mentionsIdentifier(text: string, identifier: string): boolean {
  let regex = compiled.get(identifier);
  if (!regex) {
    const pattern = escapeRegExp(identifier.trim()).replace(/\s+/g, '\\s+');
    regex = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu');
    if (compiled.size > 10_000) compiled.clear();
    compiled.set(identifier, regex);
  }
  return regex.test(text);
}
