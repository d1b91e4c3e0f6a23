import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const simulator = `http://localhost:${process.env.SIM_PORT ?? '4000'}`;
/**
 * The app reaches the identity back end on its own origin: these paths go to the simulator
 * (its OpenID Provider answers /authorize, /oidc/... and the discovery document).
 */
const proxy = {
  '/api': simulator,
  '/authorize': simulator,
  '/oidc': simulator,
  '/.well-known/openid-configuration': simulator,
  '/simulator': simulator,
};

/**
 * The app's Vite config. Pages are lazy-loaded per route (see src/routes.tsx), so each route is
 * its own chunk. The same proxy serves `vite` (dev) and `vite preview` (the production build).
 */
export default defineConfig({
  plugins: [react()],
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.APP_PORT ?? 4173), strictPort: true, proxy },
  build: { sourcemap: true, target: 'es2022', manifest: true },
  // The prerender build (`vite build --ssr`, scripts/prerender.mjs) bundles everything it renders.
  ssr: { noExternal: true },
});
