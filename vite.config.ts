import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** API paths the dev server hands to Fastify on :3000 (`npm run dev` in another terminal). */
const API_PATHS = [
  '/register',
  '/pw-login',
  '/one-time-pin',
  '/pin-login',
  '/logout',
  '/check-name',
  '/user-files',
  '/secure',
  '/repository',
  '/questionnaires',
  '/payments',
  '/ask',
  '/dev',
  '^/store/(product|products|product-details|merchants|order|order-fees|order-relation-request|relate-order-to-user|add-order-address)$',
];

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest settings, once, so the
 * server sends phones compressed files without spending CPU per request (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const full = path.join(outDir, file);
        const content = fs.readFileSync(full);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

const START = /[\\/]web[\\/]app[\\/]start\.tsx$/;

/**
 * The app's own modules that web/app/start.tsx imports statically, found once the build has read
 * them all. The bundler gave each one a screen also used (button, icons, session…) a file of its
 * own: 14 files the app's start fetched at once, each a request the main thread starts (about 3 ms
 * each on a phone's CPU, in one task).
 */
function appShellModules() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'app-shell-modules',
    apply: 'build',
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => START.test(id));
      const waiting = start ? [start] : [];
      for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return {
    plugin,
    // start.tsx stays a file of its own: it waits (top-level await) for the first screen's code,
    // which imports this file; with start.tsx inside, each would wait for the other for ever.
    has: (id: string) => modules.has(id) && !id.includes('node_modules') && !START.test(id),
  };
}

const appShell = appShellModules();

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // The server's render (dist/ssr) needs neither the public files nor compressed copies.
  publicDir: isSsrBuild ? false : 'public',
  // React's own JSX runtime; in the dev server, Fast Refresh.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), appShell.plugin])],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // DESIGN §4: the app's own files must not live under /assets/, which is the about article's route.
    assetsDir: '_app',
    // Read by the server to preload the screen of the page asked for (server/plugins/web-app.ts).
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload">; the polyfill would be 0.4 KB
    // of the entry for none of them (an older one just fetches the modules a little later).
    modulePreload: { polyfill: false },
    rollupOptions: {
      onwarn(warning, warn) {
        // "use client" means nothing to a client-only bundle; React Router feature-detects useOptimistic.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      // The libraries every page runs as two files: React itself, and its router and query cache.
      // Left to themselves they came in ten pieces, each compressed on its own, 3 KB gzip more for
      // the same code (`npm run check:web-budget`); in one file, running them was one long task on a
      // phone (web/main.tsx runs each file in a task of its own). The server's render is one process.
      ...(!isSsrBuild && {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
              {
                name: 'vendor',
                test: /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/,
              },
              // Money's rules and the hook that shows them, used by most screens: one small file,
              // not two (each file a route loads costs its own request and gzip frame).
              { name: 'money', test: /(domain[\\/]money|web[\\/]lib[\\/]use-euro)\.ts$/ },
              // What the entry (web/main.tsx) imports, apart: left to the bundler, the helper behind
              // every lazy import and the shared constants joined 'money', so the entry pulled money
              // and React with it while a server-drawn page was still drawing, which main.tsx waits
              // for before it loads the app (Lighthouse counted them before the page's LCP).
              { name: 'entry-needs', test: /(preload-helper|domain[\\/]constants\.ts$)/, priority: 10 },
              // Everything else the app's start imports: one file with it (appShellModules).
              { name: 'app', test: appShell.has },
            ],
          },
        },
      }),
    },
  },
  // The server's render of the first screen (web/entry-server.tsx, `npm run build`) carries its
  // libraries inside: the same React, router and query builds as the browser's, from one file.
  ssr: { noExternal: true },
  // ...React's production build among them, whatever NODE_ENV the server runs with.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, 'http://127.0.0.1:3000'])),
  },
}));
