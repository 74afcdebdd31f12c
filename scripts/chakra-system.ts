import type { Plugin } from 'vite';

const STYLED_SYSTEM = /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]/;

/** The module the browser's start imports Chakra's stepped createSystem from (src/app/warm-theme.ts). */
export const SYSTEM_STEPS_MODULE = 'virtual:chakra-system-steps';

/** Replaces each part exactly once, or fails the build: an upgrade that changes Chakra must update this. */
function rewrite(code: string, changes: [string, string][]): string {
  return changes.reduce((text, [from, to]) => {
    if (text.split(from).length !== 2)
      throw new Error("chakra-system: Chakra's createSystem changed; update scripts/chakra-system.ts");
    return text.replace(from, () => to);
  }, code);
}

/** A generator run through at once: the synchronous function Chakra's callers expect. */
const runThrough = (name: string, steps: string) => `
function ${name}(...args) {
  const steps = ${steps}(...args);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
`;

/**
 * Chakra's createSystem, as measured on a 4x-throttled single core:
 * - It wrote out its reset, global and token styles (a CSS variable per token, 35 KB) as the
 *   system was made, ~45% of the ~470 ms the public system took. A page the server drew already
 *   carries them, so the app takes its system without them (src/app/app-theme.tsx): _global
 *   becomes a getter, computed the first time a provider asks for it.
 * - What is left (~140 ms) was one task. createSystemSteps does the same work as a generator
 *   that stops between its parts (merging the configs, the token dictionary's own steps, the
 *   utilities, the rest), so the browser's start lets the page answer in between;
 *   createSystem runs it through at once, as before.
 */
export function transformChakraSystem(code: string): string {
  return `${rewrite(code, [
    ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _global;'],
    [
      '    _global,\n',
      '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    ],
    [
      "import { createTokenDictionary } from './token-dictionary.js';",
      "import { createTokenDictionarySteps } from './token-dictionary.js';",
    ],
    ['function createSystem(...configs) {\n', 'function* createSystemSteps(...configs) {\n'],
    [
      '  const config = mergeConfigs(...configs);\n',
      '  const config = mergeConfigs(...configs);\n  yield;\n',
    ],
    ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
    ['  const breakpoints = createBreakpoints(', '  yield;\n  const breakpoints = createBreakpoints('],
    ['  function assignComposition() {', '  yield;\n  function assignComposition() {'],
    ['export { createSystem, isValidSystem };', 'export { createSystem, createSystemSteps, isValidSystem };'],
  ])}${runThrough('createSystem', 'createSystemSteps')}`;
}

/** The token dictionary's build, stopping between its passes over every token. */
export function transformTokenDictionary(code: string): string {
  return `${rewrite(code, [
    ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
    [
      `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`,
      `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield;
  applyMiddlewares("pre");
  yield;
  applyTransforms("pre");
  addConditionalTokens();
  yield;
  addReferences();
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  applyTransforms("post");
  setupViews();
  return dictionary;`,
    ],
    [
      'export { createTokenDictionary, tokenCategories };',
      'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };',
    ],
  ])}${runThrough('createTokenDictionary', 'createTokenDictionarySteps')}`;
}

const TRANSFORMS: Record<string, (code: string) => string> = {
  'system.js': transformChakraSystem,
  'token-dictionary.js': transformTokenDictionary,
};

export function chakraSystem(): Plugin {
  let systemFile: string | undefined;
  return {
    name: 'chakra-system',
    async resolveId(id, importer) {
      if (id !== SYSTEM_STEPS_MODULE) return undefined;
      systemFile ??= (await this.resolve('@chakra-ui/react', importer))?.id.replace(
        /index\.m?js$/,
        'styled-system/system.js',
      );
      return `\0${SYSTEM_STEPS_MODULE}`;
    },
    load(id) {
      if (id !== `\0${SYSTEM_STEPS_MODULE}`) return undefined;
      if (!systemFile) throw new Error("chakra-system: cannot find Chakra's createSystem");
      return `export { createSystemSteps } from ${JSON.stringify(systemFile)};`;
    },
    transform(code, id) {
      if (!STYLED_SYSTEM.test(id)) return undefined;
      const transform = TRANSFORMS[id.replace(/^.*[\\/]/, '')];
      return transform ? { code: transform(code), map: null } : undefined;
    },
  };
}
