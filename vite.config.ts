import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { constants as zlib } from 'node:zlib';
import { adminOnlyChunks } from './scripts/vite/admin-only-chunks';

const adminOnly = adminOnlyChunks();

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

const root = fileURLToPath(new URL('./web', import.meta.url));

/**
 * react-router's package exports name only its development build (warnings and checks included); its
 * production build sits beside it. Built pages use that one: about 4 KB less in the first load.
 */
const productionReactRouter = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * `vite build --ssr`: the server's render of the public pages (web/entry-server.tsx) as one module in
 * build/ssr/, which the server loads at start (server/site/page-render.ts). The web app's packages are
 * bundled in, so a production install (`npm ci --omit=dev`) needs none of them: only zod stays
 * external, one copy shared with the server, which needs it anyway.
 */
const serverRender = defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: [productionReactRouter] },
  // The icons and screenshots are the browser build's, in dist/.
  publicDir: false,
  // React in its production build, whatever NODE_ENV the server runs with: bundled in, with the
  // development checks compiled away (several times faster to render, no development warnings).
  ssr: { noExternal: true, external: ['zod'] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'entry-server.tsx',
    outDir: fileURLToPath(new URL('./build/ssr', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
});

// The web app lives in web/; the Koa server serves the build from dist/ (see server/site/web-app.ts).
export default defineConfig(({ isSsrBuild, mode }) => (isSsrBuild ? serverRender : browserApp(mode)));

const browserApp = (mode: string): UserConfig => ({
  root,
  resolve: { alias: mode === 'production' ? [productionReactRouter] : [] },
  plugins: [
    react(),
    adminOnly.plugin,
    // The service worker (web/sw.ts, built from Workbox modules) and the web app manifest; see docs/decisions/007.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // web/lib/pwa.ts registers it with workbox-window, after the first render, and asks before updating.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        // Neutral: the server puts the club's own name in (server/site/manifest.ts): one build serves every club.
        name: 'Wandelclub',
        short_name: 'Wandelclub',
        description: 'Wandeltochten, nieuwsbrieven en clubinformatie van de wandelclub, ook zonder verbinding.',
        lang: 'nl',
        dir: 'ltr',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#2f6b3a',
        background_color: '#ffffff',
        categories: ['sports', 'lifestyle'],
        // Shown in Chromium's install dialog; made by scripts/make-screenshots.ts (sizes must match the files).
        screenshots: [
          {
            src: 'screenshots/home-wide.png',
            sizes: '1280x720',
            type: 'image/png',
            form_factor: 'wide',
            label: 'De startpagina met de volgende eigen wandeltocht, op een computer',
          },
          {
            src: 'screenshots/home-narrow.png',
            sizes: '412x915',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'De startpagina met de volgende eigen wandeltocht, op een gsm',
          },
        ],
      },
      // Icons (64, 192, 512, maskable 512, apple-touch 180) drawn from the favicon at build time.
      pwaAssets: {
        image: 'public/favicon.svg',
        preset: 'minimal-2023',
        overrideManifestIcons: true,
        // web/index.html has its own theme-color meta: exactly one in the built page.
        injectThemeColor: false,
      },
      injectManifest: {
        // The shell and every public route chunk; not the .gz/.br twins. The admin area's files are cached
        // when an administrator opens it (web/sw.ts /assets/ route), not on every walker's phone.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => !adminOnly.files.has(entry.url)), warnings: [] }),
        ],
        // Only the install dialog shows the screenshots: no reason to store them on every visitor's device.
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
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
    // dist/.vite/manifest.json: which files a page's chunk needs, preloaded with its rendered HTML.
    manifest: true,
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
