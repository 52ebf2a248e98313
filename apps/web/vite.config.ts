import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { assertPageChunks, pageChunks } from './build/page-chunks.ts';
import { precompress } from './build/precompress.ts';

const API_TARGET = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// React Router's package names no production build in its exports, so a bundler gets its development build:
// the same code with its development checks and their messages switched on. A build takes the production one.
const reactRouterDevelopment = createRequire(import.meta.url).resolve('react-router');
const reactRouterProduction = reactRouterDevelopment.replace(/development([/\\])index\.m?js$/, 'production$1index.mjs');
if (reactRouterProduction === reactRouterDevelopment) {
  throw new Error(`React Router's layout changed: no production build beside ${reactRouterDevelopment}`);
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), assertPageChunks(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { proxy: { '/api': { target: API_TARGET, ws: true, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: pageChunks() },
    },
  },
}));
