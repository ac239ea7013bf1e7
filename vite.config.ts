import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { portal } from './tools/vite-plugin-portal.ts';

export default defineConfig({
  plugins: [react(), portal()],
  resolve: {
    alias: [
      {
        find: /^markdown-to-jsx(\/react)?$/,
        replacement: fileURLToPath(new URL('./src/shims/markdown-to-jsx.tsx', import.meta.url)),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // React DOM alone is 200 kB raw; what matters is the gzip size of what a route loads,
    // which npm run bench measures against its target.
    chunkSizeWarningLimit: 700,
  },
});
