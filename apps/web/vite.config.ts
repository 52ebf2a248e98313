import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { assertPageChunks, pageChunks } from './build/page-chunks.ts';
import { precompress } from './build/precompress.ts';

const API_TARGET = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), assertPageChunks(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': { target: API_TARGET, ws: true, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: pageChunks() },
    },
  },
});
