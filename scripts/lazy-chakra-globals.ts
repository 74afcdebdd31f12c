import type { Plugin } from 'vite';

const SYSTEM_MODULE =
  /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

/**
 * Chakra's createSystem writes out its reset, global and token styles (a CSS variable per token,
 * 35 KB) as the system is made, ~45% of the ~470 ms the public system took on a 4x-throttled
 * single core. A page the server drew already carries those styles, so the app takes its system
 * without them (src/app/app-theme.tsx) and they need never be computed. Here _global becomes a
 * getter, computed the first time a provider asks for it.
 *
 * Chakra's source is matched exactly: an upgrade that changes it fails the build, not the page.
 */
export function transformChakraSystem(code: string): string {
  if (!code.includes(EAGER) || !code.includes(RETURNED))
    throw new Error(
      "lazy-chakra-globals: Chakra's createSystem changed; update scripts/lazy-chakra-globals.ts",
    );
  return code
    .replace(EAGER, 'let _global;')
    .replace(
      RETURNED,
      '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
}

export function lazyChakraGlobals(): Plugin {
  return {
    name: 'lazy-chakra-globals',
    transform(code, id) {
      return SYSTEM_MODULE.test(id) ? { code: transformChakraSystem(code), map: null } : undefined;
    },
  };
}
