import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformChakraSystem } from '../scripts/lazy-chakra-globals';

const require = createRequire(import.meta.url);
const chakraRoot = dirname(dirname(dirname(require.resolve('@chakra-ui/react'))));
const SYSTEM = join(chakraRoot, 'dist', 'esm', 'styled-system', 'system.js');

describe("the build's lazy Chakra globals", () => {
  it("turns the installed Chakra's eager global styles into a getter computed once", () => {
    const code = transformChakraSystem(readFileSync(SYSTEM, 'utf8'));
    expect(code).not.toContain('const _global = [');
    expect(code).toContain('get _global()');
    expect(code).toContain('_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]');
  });

  it('fails the build when Chakra changes the code it rewrites', () => {
    expect(() => transformChakraSystem('export function createSystem() { return {}; }')).toThrow(
      /createSystem changed/,
    );
  });
});
