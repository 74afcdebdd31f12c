import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraSystem } from './scripts/chakra-system';
import { dashboardShellChunk } from './scripts/dashboard-chunks.ts';
import { routeChunks } from './scripts/route-chunks';
import { routeTreeLean } from './scripts/route-tree-lean';
import { pwaManifest } from './src/lib/pwa-manifest';

// Reading queries, and what pages reading them share: every customer page but login uses them.
// The two-language text picker, the IndexedDB row reader and the line's unit price serve the
// menu and the shop alike: here, not in either page's group (the shop fetched the menu's whole
// file for them).
const CUSTOMER_CORE =
  /src[\\/](domain[\\/](money|unit-price)|lib[\\/](query-keys[\\/]pay|localized-text|kv-rows)|hooks[\\/]use-debounced-value)\.ts$/;
const CHAKRA_CORE =
  /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|create-|merge-|utils|components[\\/](box|flex|stack|center|text|heading|card|spinner|loader|icons|button|alert|link)[\\/]|theme[\\/]recipes[\\/](alert|button|card|field|heading|input|link|list|spinner)\.js$)|node_modules[\\/]@zag-js[\\/]anatomy/;
// Drawn by login, the pay page and the menu alike (the language switch, a form's error alert):
// inside the chunk every page loads rather than two files of a few hundred bytes each. The menu's
// and the shop's loading block is a Box: with Chakra's, not pulling Chakra into customer-core.
const EVERY_PAGE =
  /src[\\/](hooks[\\/](use-switch-language|use-hydrated)\.ts|components[\\/](form-alert|language-button|other-language-name|pulse)\.tsx)$/;
const QUERY_READING =
  /(query-core[\\/]build[\\/]modern[\\/](queryObserver|queriesObserver|infiniteQueryObserver)|react-query[\\/]build[\\/]modern[\\/](useBaseQuery|useQuery|useQueries|useInfiniteQuery|useSuspenseQuery|useSuspenseQueries|useSuspenseInfiniteQuery|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider|queryOptions|infiniteQueryOptions))\.js$/;

// A form's field and its error handling (Ark's field, the few Zag utilities it runs, Chakra's
// field, input and icon): login's first load, and every page with a form, fetched them as nine
// files of 0.1–3 KB, each with its own request and compression overhead.
const FORM_FIELD =
  /node_modules[\\/](@ark-ui[\\/]react[\\/]dist[\\/](components[\\/](field[\\/]|fieldset[\\/]use-fieldset-context|factory)|utils[\\/](use-safe-layout-effect|compose-refs|create-split-props)|providers[\\/]environment[\\/]use-environment-context|_virtual[\\/])|@zag-js[\\/](auto-resize[\\/]|utils[\\/]dist[\\/]functions|dom-query[\\/]dist[\\/](node|computed-style)|core[\\/]dist[\\/]merge-props)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](field|input|icon)[\\/])|src[\\/](components[\\/]text-field\.tsx|lib[\\/]form-errors\.ts)$/;

// Chakra and Zag build each component's anatomy (its part names) at module load, in calls the
// bundler cannot prove pure, so every first load carried dozens of anatomies no page renders.
const ANATOMY_MODULE =
  /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs)$/;
const TOP_LEVEL_CALL = /^((?:const|let|var) [\w$]+ = )(?=[\w$.]+\()/gm;

/**
 * The chunk groups' names (codeSplitting.groups below), kept in file names for reading build
 * output; every other chunk is named by its hash alone. A new group adds its name here. The
 * charts keep theirs too: the e2e suite watches for them (requested only once a chart nears the screen).
 */
const GROUP_NAMES =
  /^(customer-core|app-core|field-core|locale-(core|dashboard)-(en|ar)|pay-page|merchant-header|menu-page|shop-page|shop-list|business-time|chakra-core|chakra-recipes|apex-chart|dashboard-shell)$/;

type Bundle = Record<string, { isEntry?: boolean; imports?: string[]; moduleIds?: string[] }>;

const DASHBOARD_PAGE = /routes[\\/]\$lang[\\/]_dashboard[\\/](?!route\.tsx).*\?tsr-split=/;

/**
 * Trims each lazy import's preload list: the lists, and the table naming every chunk they
 * mention, sit in the entry, so they grew with each route into every customer page's first load.
 * Vite lists the imported chunk itself (import() fetches it at once anyway) and what the entry
 * or the importing chunk already imported; neither needs naming. Dashboard pages name nothing:
 * their own chunks cost customer pages over a kilobyte, and the browser finds them as each
 * chunk arrives (while hovering a link, the router preloads them before the click).
 */
function preloadOnlyMissing() {
  let bundle: Bundle = {};
  const closures = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of bundle[name]?.imports ?? []) visit(next);
    };
    visit(file);
    closures.set(file, seen);
    return seen;
  };
  const plugin: Plugin = {
    name: 'preload-only-missing',
    // Before Vite's own generateBundle, which calls resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as unknown as Bundle;
        closures.clear();
      },
    },
  };
  const resolveDependencies = (
    file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    // index.html names the entry's own imports, so they download beside it instead of a whole
    // request after it (the libraries' chunk came 2 s late on slow 4G, when it was a file apart).
    if (hostType === 'html') return deps;
    if (bundle[file]?.moduleIds?.some((id) => DASHBOARD_PAGE.test(id))) return [];
    const loaded = Object.keys(bundle).filter((name) => bundle[name]?.isEntry);
    loaded.push(hostId);
    return deps.filter((dep) => dep !== file && !loaded.some((name) => staticClosure(name).has(dep)));
  };
  return { plugin, resolveDependencies };
}

const preload = preloadOnlyMissing();

/** Marks those builds pure (the modules declare nothing else), so unused anatomies drop out. */
function pureAnatomies(): Plugin {
  return {
    name: 'pure-anatomies',
    transform(code, id) {
      if (!ANATOMY_MODULE.test(id)) return null;
      return { code: code.replace(TOP_LEVEL_CALL, '$1/* @__PURE__ */ '), map: null };
    },
  };
}

/**
 * Two CommonJS helpers sit in every first load although no code path here runs them, and
 * CommonJS cannot be tree-shaken: the useSyncExternalStore shim (React 19 has the hook, so its
 * fallback never runs) and hoist-non-react-statics, which Emotion calls only from withTheme
 * (the app never uses it). ES modules in their place let the bundler keep only what is called.
 */
const LEAN_MODULES: Record<string, string> = {
  'use-sync-external-store/shim': `export { useSyncExternalStore } from 'react';`,
  'hoist-non-react-statics': `export default function hoistNonReactStatics(target, source) {
  for (const key of Object.getOwnPropertyNames(source)) {
    if (!(key in target)) Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key));
  }
  return target;
}`,
};

function leanModules(): Plugin {
  const prefix = '\0lean:';
  return {
    name: 'lean-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id in LEAN_MODULES ? prefix + id : null),
    load: (id) => (id.startsWith(prefix) ? LEAN_MODULES[id.slice(prefix.length)] : null),
  };
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    // The router plugin must run before react() so route files are split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Dashboard loaders (and the API modules they import) would otherwise sit in every
        // first load, customer pages' included. Public routes keep theirs inline so their
        // data requests start without waiting for another chunk.
        splitBehavior: ({ routeId }) =>
          routeId.includes('/_dashboard')
            ? [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']]
            : undefined,
      },
    }),
    react(),
    routeTreeLean(),
    leanModules(),
    pureAnatomies(),
    chakraSystem(),
    routeChunks(),
    preload.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: pwaManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,ico}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports has native modulepreload; the polyfill only adds bytes.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      // Chakra's public theme entry builds its full default config (every recipe) at load, in a
      // call the bundler cannot prove pure; Chakra's defineConfig only returns its argument.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // The entry names every lazy chunk (routes, locales) to preload it, and hashes do not
        // compress: seven characters instead of eight (Rolldown fails the build if the chunk
        // count ever needs more). Only the groups below keep a name: the entry spelled out
        // every route's and namespace's name too, most of a kilobyte in each first load.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: ({ name }) =>
          GROUP_NAMES.test(name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
        // Every page needs these; one chunk each instead of dozens of tiny ones saves the
        // per-file gzip overhead on login's 180 KB first load. Only libraries every public page uses.
        codeSplitting: {
          groups: [
            {
              name: 'customer-core',
              test: (id: string) => QUERY_READING.test(id) || CUSTOMER_CORE.test(id),
              priority: 20,
            },
            {
              // Business time and its formats as one file: the pay page's expiry line, event
              // dates; the menu loads it only when its settings need it (use-business-time.ts).
              name: 'business-time',
              test: /src[\\/]domain[\\/](business-time|date-formats)\.ts$/,
              // Its calendar-date check sits in the entry (route search validation).
              includeDependenciesRecursively: false,
              priority: 20,
            },
            // What the entry imports statically stays with the entry, libraries included (React,
            // the router, the query cache, the i18n runtime, Emotion, Chakra's runtime): every page loads
            // all of it, and as three files (entry, framework, chakra-core) the first load paid
            // each file's gzip overhead and lost the matches between them (1.1 KB). Above every
            // other group, so those only take what the entry does not import: the mutation
            // observer, <Trans>, the query readers, the components pages draw.
            { name: 'app-core', tags: ['$initial'], priority: 30 },
            {
              // A page's first strings come in one file per language, not one per namespace.
              name: (id: string) => `locale-core-${/locales[\\/](en|ar)[\\/]/.exec(id)?.[1]}`,
              test: /locales[\\/](en|ar)[\\/](common|errors|pwa)\.json$/,
              priority: 25,
            },
            {
              // Dashboard pages load every namespace: one file per language, not one per
              // namespace. Those a customer page loads (src/lib/i18n.ts) stay files of their own,
              // and the dashboard's copy of them (src/lib/i18n-dashboard.ts) joins this file.
              name: (id: string) => `locale-dashboard-${/locales[\\/](en|ar)[\\/]/.exec(id)?.[1]}`,
              test: /locales[\\/](en|ar)[\\/][^\\/]+\.json\?raw$/,
              priority: 25,
            },
            {
              // The pay page's first render as one file: the shared pieces the other customer
              // pages also use would otherwise split it into several, each with its own overhead.
              name: 'pay-page',
              test: /src[\\/]features[\\/]pay[\\/](components[\\/](pay-page|pay-flow|pay-details|pay-layout|order-summary|lazy-message-dialog)\.tsx|api[\\/]pay-page\.ts|hooks[\\/]use-amount-choices\.ts|schemas[\\/]amount\.ts)$|src[\\/]lib[\\/]intent-keys\.ts$|src[\\/]hooks[\\/]use-intent-submit\.ts$|src[\\/]components[\\/](pay-choice-list|pay-controls)\.tsx$|src[\\/]domain[\\/]pay-choices?\.ts$|src[\\/]routes[\\/]\$lang[\\/]pos[\\/]pay[\\/]\$transactionId\.tsx\?tsr-split=component$|src[\\/]lib[\\/]i18n-trans\.tsx$/,
              // Shared helpers stay where they were, or login would load this group too.
              includeDependenciesRecursively: false,
              priority: 10,
            },
            {
              // The merchant's header and the customer pages' frame: event pages draw them too,
              // and as part of the pay page's group they pulled in the whole pay page.
              name: 'merchant-header',
              test: /src[\\/](features[\\/]pay[\\/](components[\\/]unit-header\.tsx|assets[\\/]\w+\.svg\?no-inline)|components[\\/]customer-page-layout\.tsx)$/,
              includeDependenciesRecursively: false,
              priority: 10,
            },
            {
              // The food menu's first render as one file: its pieces are shared with the dish,
              // cart and checkout pages, which split it into half a dozen files otherwise.
              name: 'menu-page',
              test: /src[\\/]features[\\/]food-menu[\\/](components[\\/](menu-page|menu-layout|menu-items|item-card|order-settings|pulse|change-confirm-dialog)\.tsx|cart-store\.ts|stored-rows\.ts|api[\\/]menu\.ts|hooks[\\/]use-business-time\.ts|lib[\\/](menu-text|place)\.ts)$|src[\\/]domain[\\/]food-(cart|pricing)\.ts$|src[\\/]lib[\\/]query-keys[\\/]food\.ts$|src[\\/]routes[\\/]\$lang[\\/]new-menu[\\/]index\.tsx\?tsr-split=component$/,
              includeDependenciesRecursively: false,
              priority: 10,
            },
            {
              // What every shop page draws first (its frame, prices, the cart), as one file.
              name: 'shop-page',
              test: /src[\\/]features[\\/]catalogue[\\/](components[\\/](shop-layout|product-price)\.tsx|cart-store\.ts|api[\\/]shop\.ts|lib[\\/]cart-input\.ts)$|src[\\/]domain[\\/]catalogue-cart\.ts$|src[\\/]lib[\\/]query-keys[\\/]catalogue\.ts$/,
              includeDependenciesRecursively: false,
              priority: 10,
            },
            {
              // The list's own first render, apart: a product page opened from a link needs none of it.
              name: 'shop-list',
              test: /src[\\/]features[\\/]catalogue[\\/](components[\\/](product-list-page|list-controls|list-pager|product-card|shop-banners)\.tsx|lib[\\/]list-search\.ts)$|src[\\/]domain[\\/]catalogue-rules\.ts$|src[\\/]routes[\\/]\$lang[\\/]catalogue[\\/]product-list\.tsx\?tsr-split=component$/,
              includeDependenciesRecursively: false,
              priority: 10,
            },
            {
              // Chakra's public theme entry imports every recipe, so all of them are reachable from
              // the entry; those only src/lib/theme.ts registers load with it, in one file. The
              // public system's recipes (src/lib/theme-base.ts) are named in CHAKRA_CORE: one left
              // out lands here, and every first load then fetches this file.
              name: 'chakra-recipes',
              test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]/,
              priority: 10,
            },
            {
              name: 'field-core',
              test: FORM_FIELD,
              includeDependenciesRecursively: false,
              priority: 12,
            },
            {
              // Not Zag's utilities: most serve the state machines of widgets (dialogs, menus,
              // selects) no first render draws; the few the entry needs stay with it.
              name: 'chakra-core',
              test: (id: string) => CHAKRA_CORE.test(id) || EVERY_PAGE.test(id),
              priority: 15,
            },
            {
              name: dashboardShellChunk,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
