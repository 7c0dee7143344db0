/**
 * What `package.json` declares about Node is true of what `npm install faithcheck` installs: every
 * package that install brings (dependencies, not dev or peer ones, from the lock file) accepts the
 * oldest Node the package declares. pg-boss 12 needs Node ≥ 22.12, so it is an optional peer for the
 * durable queue's users, not a dependency (issue 20 item 10: before, every install on Node 20 warned
 * `EBADENGINE`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<
    string,
    { version?: string; dev?: boolean; devOptional?: boolean; peer?: boolean; engines?: { node?: string } }
  >;
};

type Version = [number, number, number];

function parseVersion(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
}

const compare = (left: Version, right: Version): number =>
  left[0] - right[0] || left[1] - right[1] || left[2] - right[2];

/**
 * Whether `version` satisfies `range`, for the range forms npm packages' `engines.node` use:
 * `||` alternatives of space-separated `>=`, `>`, `<=`, `<`, `^` and `~` comparators (`x` parts
 * and `>= 14.6` spacing included). Anything else is an error, so a new form is noticed.
 */
function satisfies(version: string, range: string): boolean {
  const wanted = parseVersion(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => {
        const match = comparator.match(/^(>=|<=|>|<|\^|~|=)?v?(\d+(?:\.(?:\d+|x|\*))*)$/);
        if (!match) throw new Error(`unsupported engines range "${range}"`);
        const bound = parseVersion(match[2]!);
        const order = compare(wanted, bound);
        switch (match[1]) {
          case '>=':
            return order >= 0;
          case '>':
            return order > 0;
          case '<=':
            return order <= 0;
          case '<':
            return order < 0;
          case '^':
            return order >= 0 && wanted[0] === bound[0];
          case '~':
            return order >= 0 && wanted[0] === bound[0] && wanted[1] === bound[1];
          default:
            return wanted[0] === bound[0];
        }
      }),
  );
}

describe('the Node versions faithcheck declares', () => {
  const oldest = manifest.engines.node.replace(/^>=\s*/, '');

  it('reads the range forms of engines.node', () => {
    expect(satisfies('20.11.0', '>=20')).toBe(true);
    expect(satisfies('20.11.0', '>= 14.6')).toBe(true);
    expect(satisfies('20.11.0', '>=20.x')).toBe(true);
    expect(satisfies('20.11.0', '>=22.12.0')).toBe(false);
    expect(satisfies('20.11.0', '^20.0.0 || ^22.0.0 || >=24.0.0')).toBe(true);
    expect(satisfies('21.0.0', '^20.0.0 || ^22.0.0 || >=24.0.0')).toBe(false);
  });

  it('are accepted by every package `npm install faithcheck` brings', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.dev && !entry.devOptional && !entry.peer)
      .filter(([, entry]) => entry.engines?.node && !satisfies(oldest, entry.engines.node))
      .map(
        ([path, entry]) =>
          `${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${entry.engines?.node}`,
      );
    expect(refusing).toEqual([]);
  });

  it('keeps pg-boss, which needs Node ≥ 22.12, an optional peer of the durable queue', () => {
    expect(manifest.peerDependencies['pg-boss']).toBeDefined();
    expect(manifest.peerDependenciesMeta['pg-boss']?.optional).toBe(true);
  });
});
