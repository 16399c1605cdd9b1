import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

// The web app lives in web/; the Koa server serves the build from dist/ (see server/site/web-app.ts).
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [
    react(),
    // .br and .gz files beside each asset: the server sends them as they are instead of compressing per request.
    compression({
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
      threshold: 1024,
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The server caches everything under /assets/ as immutable, so names there must carry a hash.
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/admin/api': apiTarget,
      '/media': apiTarget,
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': apiTarget,
      '/admin/api': apiTarget,
      '/media': apiTarget,
    },
  },
});
