import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pwa } from './pwa.config';
import { markdownDocuments } from './scripts/build/markdown-documents';
import { prerender } from './scripts/build/prerender-plugin';

/**
 * React Router's package points every environment at its development build (remix-run/react-router
 * issues 12532 and 14102), whose warnings and checks would then ship and run on every visit. The
 * production build published beside it differs only by that switch.
 */
const reactRouterProduction = { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') };

const apiPort = Number(process.env.API_PORT ?? 3001);

/** Brotli and gzip copies of the hashed assets, sent by the server as they are (no work per request). */
const precompress: Plugin = {
  ...compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/, threshold: 1024 }),
  applyToEnvironment: (environment) => environment.name === 'client',
};

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  resolve: { alias: [reactRouterProduction] },
  // Catalogs (.po) are compiled when imported; no generated files in the repository.
  plugins: [react(), lingui({ configPath: path.resolve(import.meta.dirname, 'lingui.config.ts') }), tailwindcss(), markdownDocuments({ dir: path.resolve(import.meta.dirname, 'src/client/content') }), pwa(), precompress, prerender({ ssrOutDir: '../../dist/ssr' })],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2019',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every first visit anyway: one chunk for it
        // instead of the six small shared ones the automatic split made, each a request with its headers.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
