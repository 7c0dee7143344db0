import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from './config-keys.js';

// .env.example documents every variable faithcheck reads (the background-check specification shows one); this keeps it complete.
describe('.env.example', () => {
  it('documents every environment variable of the configuration and the service', async () => {
    const text = await readFile(new URL('../../.env.example', import.meta.url), 'utf8');
    const documented = new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const expected = [
      ...CONFIG_KEYS.flatMap((key) => key.env),
      'DATABASE_URL',
      'FAITHCHECK_DATA_DIR',
      'FAITHCHECK_DB_CONNECT_TIMEOUT_MS',
      'FAITHCHECK_DB_STATEMENT_TIMEOUT_MS',
      'FAITHCHECK_API_KEYS',
      'FAITHCHECK_CORS_ORIGINS',
      'FAITHCHECK_CONFIG',
      'OPENAI_API_KEY',
      'ANTHROPIC_API_KEY',
      'OLLAMA_BASE_URL',
      'FAITHCHECK_BASE_URL',
    ];
    expect(expected.filter((name) => !documented.has(name))).toEqual([]);
  });
});
