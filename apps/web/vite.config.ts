import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://localhost:3000';

// The API server (apps/api) serves GraphQL on /api (HTTP and graphql-ws), the ALTCHA challenge, the dev
// mail outbox, the health check, uploads and stored files (/storage). In development the Vite server
// forwards those paths to it.
const proxy = {
  '/api': { target: API, ws: true },
  '/captcha': { target: API },
  '^/dev/': { target: API },
  '/health': { target: API },
  '/upload': { target: API },
  '/storage': { target: API },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React and the router change seldom: their own cacheable chunk keeps the entry chunk small.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
