import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

// The SPA lives in web/ and builds into dist/web, which src/server/spa.ts serves.
// `npm run dev:web` proxies the API and the built-in sign-in provider to a running server.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    // Radix's scroll lock writes <style> elements, which our CSP refuses: the same rules as a
    // constructed stylesheet instead (web/csp/style-singleton.ts, issue 26).
    alias: { 'react-style-singleton': fileURLToPath(new URL('web/csp/style-singleton.ts', import.meta.url)) },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/oidc': apiOrigin,
    },
  },
});
