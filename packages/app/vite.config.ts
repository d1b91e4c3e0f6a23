import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';

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
 * react-router's package exports always point at its development build, whose only difference from
 * the production build it also ships is `ENABLE_DEV_WARNINGS = true` (extra checks and console
 * warnings at run time). A production build of the app takes the production one.
 */
function reactRouterProductionAliases(): Alias[] {
  const routerDom = createRequire(import.meta.url).resolve('react-router-dom/package.json');
  const router = dirname(createRequire(routerDom).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(router, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(router, 'dist/production/dom-export.mjs') },
  ];
}
/**
 * The app's Vite config. Pages are lazy-loaded per route (see src/routes.tsx), so each route is
 * its own chunk. The same proxy serves `vite` (dev) and `vite preview`; the production server is
 * server/serve.mjs.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // The browser build's text files in brotli (best quality) and gzip beside each file, for the
    // production server to send as they are (issue 17; server/app.mjs, @fastify/static preCompressed).
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
  ],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.APP_PORT ?? 4173), strictPort: true, proxy },
  // The server bundle (`vite build --ssr src/server/render.tsx`, issue 23) goes to dist/ssr, beside
  // the browser build it must not erase, and bundles everything it renders (the production
  // server's image has only Fastify's packages).
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/ssr', emptyOutDir: true, sourcemap: false }
    : // Source maps are written for error tracking but never linked from the scripts (issue 24), and
      // the production server never serves them.
      // zod's schema builders (`z.object(…)`, `z.string()`, …) are calls the bundler cannot know to
      // be free of side effects, so a schema the page never uses stayed in its chunk: naming `z`
      // pure lets them go (−1.1 kB gzip on the first page). Every `z(…)`/`z.…(…)` of the bundle is
      // zod's or styled-components' pure name hash; zod's one call with an effect, its `config`,
      // is imported by that name (lib/zodJitless.ts).
      {
        sourcemap: 'hidden',
        target: 'es2022',
        manifest: true,
        rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
      },
  ssr: { noExternal: true },
}));
