import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

/** Where `npm run dev` forwards API and socket traffic: the Parlour server. */
const backend = process.env.PARLOUR_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  root: 'src/client',
  plugins: [preact()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
