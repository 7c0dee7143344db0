// Writes dist/store/pglite-snapshot.tar.gz: an embedded database folder already initialised and
// migrated, which `openPglite` unpacks into a new folder instead of running initdb (5–15 s of WASM on
// a 2-core machine; unpacking takes 1–2 s). Made with the PGlite version installed here, recorded in
// dist/store/pglite-snapshot.json; a PGlite that cannot open it falls back to initdb at run time.
// Cached in node_modules/.cache/faithcheck/ by PGlite version and migration files, so a rebuild
// does not run initdb again. Run after tsc (npm run build does): it uses the compiled migrations.
//
//   node scripts/build-pglite-snapshot.mjs
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const pglitePackage = JSON.parse(
  readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8'),
);
const { MIGRATION_FILES } = await import(
  pathToFileURL(join(root, 'dist/store/migration-files.generated.js')).href
);
const migrationsHash = createHash('sha256')
  .update(JSON.stringify(MIGRATION_FILES.map((file) => [file.name, file.sql])))
  .digest('hex')
  .slice(0, 16);
const key = `${pglitePackage.version}-${migrationsHash}`;
const cacheDir = join(root, 'node_modules', '.cache', 'faithcheck');
const cached = join(cacheDir, `pglite-snapshot-${key}.tar.gz`);

if (!existsSync(cached)) {
  const started = performance.now();
  const { PGlite } = await import('@electric-sql/pglite');
  const { runMigrations } = await import(pathToFileURL(join(root, 'dist/store/run-migrations.js')).href);
  const { pgliteClient } = await import(pathToFileURL(join(root, 'dist/store/pglite-client.js')).href);
  const folder = mkdtempSync(join(tmpdir(), 'faithcheck-snapshot-'));
  try {
    const database = await PGlite.create({ dataDir: folder });
    await runMigrations({ client: pgliteClient(database, { ownsDatabase: false }) });
    const dump = await database.dumpDataDir('gzip');
    await database.close();
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, Buffer.from(await dump.arrayBuffer()));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`pglite snapshot: made in ${Math.round(performance.now() - started)} ms (${key})`);
}
copyFileSync(cached, join(root, 'dist/store/pglite-snapshot.tar.gz'));
writeFileSync(
  join(root, 'dist/store/pglite-snapshot.json'),
  `${JSON.stringify({ pglite: pglitePackage.version, migrations: MIGRATION_FILES.map((file) => file.name) }, null, 2)}\n`,
);
