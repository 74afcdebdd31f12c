import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './src/lib/pwa-manifest';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    // The router plugin must run before react() so route files are split first.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
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
    rolldownOptions: {
      output: {
        // Every page needs these; one chunk each instead of dozens of tiny ones saves the
        // per-file gzip overhead on login's 180 KB first load. Only libraries every public page uses.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|i18next|react-i18next|@emotion|stylis|hoist-non-react-statics|react-is|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            {
              name: 'chakra-core',
              test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|create-|merge-|utils|components[\\/](box|flex|stack|center|text|heading|card|spinner|loader|icons)[\\/])/,
              priority: 15,
            },
          ],
        },
      },
    },
  },
});
