import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../scripts/build-state.mjs';

/**
 * What package.json promises about its packages: each one is used, and `node dist-server/main.js`
 * needs only the production ones (`npm ci --omit=dev` installs nothing else).
 */

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Tools used through their command rather than an import: the command that uses each. */
const COMMANDS: Record<string, RegExp> = {
  '@biomejs/biome': /\bbiome\b/,
  '@playwright/test': /\bplaywright\b/,
  typescript: /\btsc\b/,
  tsx: /\btsx\b/,
  vite: /\bvite\b/,
  vitest: /\bvitest\b/,
};

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]((?:@[\w.-]+\/)?[\w-][\w.-]*(?:\/[\w.@-]+)*)['"]/g;

function specifiersIn(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((match) => match[1] ?? '');
}

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file));

const imported = new Set(
  tracked.flatMap((file) => specifiersIn(readFileSync(join(ROOT, file), 'utf8')).map(packageOf)),
);

describe('packages', () => {
  it('imports no package it does not list (one a listed package happens to bring is not promised)', () => {
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    const builtins = new Set(builtinModules);
    const undeclared = [...imported].filter(
      (name) =>
        !declared.has(name) && !builtins.has(name) && !name.startsWith('node:') && !name.startsWith('@/'),
    );
    expect(undeclared).toEqual([]);
  });

  it('lists no package that nothing imports or runs', () => {
    // A package another one asks for as a peer (Chakra's Emotion) is used through it.
    const peers = new Set(
      [...imported].flatMap((name) => {
        try {
          const own = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
          return Object.keys((own as { peerDependencies?: object }).peerDependencies ?? {});
        } catch {
          return [];
        }
      }),
    );
    // Named in a tool's configuration (Vitest's test environment).
    const configs = tracked
      .filter((file) => /^[\w.]+\.config\.ts$/.test(file))
      .map((file) => readFileSync(join(ROOT, file), 'utf8'))
      .join('\n');
    const scripts = [...Object.values(manifest.scripts), readFileSync(join(ROOT, '.ci', 'run'), 'utf8')].join(
      '\n',
    );
    const unused = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => {
      if (imported.has(name) || peers.has(name) || configs.includes(`'${name}'`)) return false;
      // Type packages serve the package they describe.
      if (name.startsWith('@types/')) {
        const described = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
        return !imported.has(described) && described !== 'node';
      }
      const command = COMMANDS[name];
      return !command?.test(scripts);
    });
    expect(unused).toEqual([]);
  });

  it('runs the compiled server on production packages alone', () => {
    const dir = join(ROOT, 'dist-server');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    expect(files).toContain('main.js');
    const builtins = new Set(builtinModules);
    const needed = new Set(
      files
        .flatMap((file) => specifiersIn(readFileSync(join(dir, file), 'utf8')))
        .filter((specifier) => !specifier.startsWith('node:') && !builtins.has(specifier))
        .map(packageOf),
    );
    expect(needed.size).toBeGreaterThan(0);
    const outside = [...needed].filter((name) => !(name in manifest.dependencies));
    expect(outside).toEqual([]);
  });
});
