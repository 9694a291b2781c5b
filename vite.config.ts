import { defineConfig } from 'vite';
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

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // DESIGN §4: the app's own files must not live under /assets/, which is the about article's route.
    assetsDir: '_app',
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, 'http://127.0.0.1:3000'])),
  },
});
