import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server runs on its own port in development; the browser talks to one origin through this proxy.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxy = Object.fromEntries(
  ['/v1', '/api', '/media', '/assistant'].map((prefix) => [prefix, { target: apiTarget }]),
);

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: false },
});
