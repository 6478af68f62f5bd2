import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://localhost:3000';

// The API server (apps/api) serves GraphQL on /api (HTTP and graphql-ws), the ALTCHA challenge, the dev
// mail outbox, the health check and uploads. In development the Vite server forwards those paths to it.
const proxy = {
  '/api': { target: API, ws: true },
  '/captcha': { target: API },
  '^/dev/': { target: API },
  '/health': { target: API },
  '/upload': { target: API },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
