import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { transformChakraSystem, transformTokenDictionary } from '../scripts/chakra-system';
import { PUBLIC_CONFIGS } from '../src/lib/theme-base';

const require = createRequire(import.meta.url);
const chakraRoot = dirname(dirname(dirname(require.resolve('@chakra-ui/react'))));
const esm = join(chakraRoot, 'dist', 'esm');
const styledSystem = (file: string) => readFileSync(join(esm, 'styled-system', file), 'utf8');

/** Chakra's styled system as the build rewrites it, as modules Node can load. */
async function rewrittenChakra(): Promise<{
  createSystem: typeof createSystem;
  createSystemSteps: (...configs: typeof PUBLIC_CONFIGS) => Generator<void, SystemContext, void>;
}> {
  const dir = join(dirname(chakraRoot), '..', '.cache', 'chakra-system-test');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const part of ['styled-system', 'utils', 'create-context.js', 'merge-props.js', 'merge-refs.js'])
    cpSync(join(esm, part), join(dir, part), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(dir, 'styled-system', 'system.js'), transformChakraSystem(styledSystem('system.js')));
  writeFileSync(
    join(dir, 'styled-system', 'token-dictionary.js'),
    transformTokenDictionary(styledSystem('token-dictionary.js')),
  );
  return import(pathToFileURL(join(dir, 'styled-system', 'system.js')).href);
}

/** What a page sees of a system: its token styles, a token, and the classes of a style. */
const outputOf = (system: SystemContext) => ({
  tokens: system.getTokenCss(),
  token: system.token('colors.orange.solid'),
  css: system.css({
    color: 'orange.solid',
    padding: '4',
    _hover: { bg: 'gray.100' },
    md: { fontSize: 'lg' },
  }),
});

describe("the build's Chakra createSystem", () => {
  it("turns the installed Chakra's eager global styles into a getter computed once", () => {
    const code = transformChakraSystem(styledSystem('system.js'));
    expect(code).not.toContain('const _global = [');
    expect(code).toContain('get _global()');
    expect(code).toContain('_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]');
  });

  it('makes the system in steps the start can pause between, and at once for everyone else', () => {
    const system = transformChakraSystem(styledSystem('system.js'));
    expect(system).toContain('function* createSystemSteps(...configs)');
    expect(system).toContain('yield* createTokenDictionarySteps(');
    expect(system.match(/\n {2}yield;\n/g)).toHaveLength(3);
    expect(system).toContain('export { createSystem, createSystemSteps, isValidSystem };');
    expect(system).toMatch(
      /function createSystem\(\.\.\.args\) \{\n {2}const steps = createSystemSteps\(\.\.\.args\);/,
    );
    const dictionary = transformTokenDictionary(styledSystem('token-dictionary.js'));
    expect(dictionary).toContain('function* createTokenDictionarySteps(options)');
    expect(dictionary.match(/\n {2}yield;\n/g)).toHaveLength(4);
    expect(dictionary).not.toContain('function build()');
    expect(dictionary).toMatch(/function createTokenDictionary\(\.\.\.args\) \{/);
  });

  it("makes the same system as Chakra's own, at once or a step per task", async () => {
    const rewritten = await rewrittenChakra();
    const expected = outputOf(createSystem(...PUBLIC_CONFIGS));
    expect(outputOf(rewritten.createSystem(...PUBLIC_CONFIGS))).toEqual(expected);
    const steps = rewritten.createSystemSteps(...PUBLIC_CONFIGS);
    let pauses = 0;
    for (let step = steps.next(); ; step = steps.next(), pauses += 1) {
      if (step.done) {
        expect(outputOf(step.value)).toEqual(expected);
        break;
      }
    }
    expect(pauses).toBe(7);
  });

  it('fails the build when Chakra changes the code it rewrites', () => {
    expect(() => transformChakraSystem('export function createSystem() { return {}; }')).toThrow(
      /createSystem changed/,
    );
    expect(() =>
      transformTokenDictionary(styledSystem('token-dictionary.js').replace('build();', '')),
    ).toThrow(/createSystem changed/);
  });
});
