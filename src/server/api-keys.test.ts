import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { loadApiKeys, MAX_KEYS_FILE_BYTES, parseNamedApiKeys } from './api-keys.js';
import { createKeyIdentifier } from './authenticate.js';

const A = 'alice-key-0123456789';
const B = 'bob-key-0123456789ab';

describe('named API keys', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'faithcheck-keys-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads name:key and plain keys; the identifier returns the key with its name', () => {
    const keys = parseNamedApiKeys(` alice:${A} , ${B},`);
    expect(keys).toEqual([
      { name: 'alice', key: A },
      { name: null, key: B },
    ]);
    const identify = createKeyIdentifier(keys);
    expect(identify(A)).toEqual({ name: 'alice', key: A });
    expect(identify(B)).toEqual({ name: null, key: B });
    expect(identify('alice')).toBeNull();
  });

  it('refuses a short key, a malformed name, a name or a key given twice', () => {
    expect(() => parseNamedApiKeys('alice:short')).toThrow(/at least 16/);
    expect(() => parseNamedApiKeys(`al ice:${A}`)).toThrow(/has the name "al ice"/);
    expect(() => parseNamedApiKeys(`<b>:${A}`)).toThrow(ConfigurationError);
    expect(() => parseNamedApiKeys(`alice:${A},alice:${B}`)).toThrow(/"alice" is given to two keys/);
    expect(() => parseNamedApiKeys(`alice:${A},bob:${A}`)).toThrow(/given twice/);
  });

  it('loads a keys file (comments, blank lines) beside the variable, and refuses one too large to be a keys file', async () => {
    const path = join(dir, 'keys');
    await writeFile(path, `# reviewers\nbob:${B}\n\n`);
    expect(await loadApiKeys({ FAITHCHECK_API_KEYS: `alice:${A}`, FAITHCHECK_API_KEYS_FILE: path })).toEqual([
      { name: 'alice', key: A },
      { name: 'bob', key: B },
    ]);
    await expect(
      loadApiKeys({ FAITHCHECK_API_KEYS: `bob:${A}`, FAITHCHECK_API_KEYS_FILE: path }),
    ).rejects.toThrow(/"bob" is given to two keys/);
    await expect(loadApiKeys({ FAITHCHECK_API_KEYS_FILE: join(dir, 'missing') })).rejects.toThrow(
      /cannot read .*ENOENT/,
    );
    const big = join(dir, 'big');
    await writeFile(big, 'x'.repeat(MAX_KEYS_FILE_BYTES + 10));
    await expect(loadApiKeys({ FAITHCHECK_API_KEYS_FILE: big })).rejects.toThrow(/larger than/);
  });
});
