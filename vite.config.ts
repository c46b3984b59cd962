import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on PORT (default 8080); `npm run dev` runs it beside Vite and proxies /api to it.
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  worker: { format: 'es' },
});
