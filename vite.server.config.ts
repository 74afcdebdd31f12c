import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server, compiled: one bundle of server/ (and the parts of src/ it renders or validates
 * with) into plain JavaScript that `node dist-server/main.js` runs, so a production start
 * needs neither tsx nor Vite. Packages stay outside the bundle (an SSR build's default) and
 * are loaded from node_modules, which `npm ci --omit=dev` provides.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [react()],
  // The client's public folder is not the server's.
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        main: 'server/main.ts',
        'make-pglite-template': 'scripts/make-pglite-template.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
