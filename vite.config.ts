import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

/**
 * Where Vite's dev server forwards API and socket traffic: the Parlour server. `npm run dev` sets
 * it to the server it starts; by default, `npx vite` works beside a running `npm start`.
 */
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
